import { CONTENT_INPUTS, CONTENT_TYPES } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPE_LABELS,
  contentFieldsOf,
  contentFormPathOf,
  isOrderedType,
  titleFieldOf,
  toFormValues,
  toRequestBody,
} from './content-fields.ts';

const kinds = (type: Parameters<typeof contentFieldsOf>[0]) =>
  Object.fromEntries(contentFieldsOf(type).map((field) => [field.name, field.kind]));

describe('contentFieldsOf', () => {
  it('gives each field of the shared definition the control its marker names', () => {
    expect(kinds('faqs')).toEqual({ question: 'long', answer: 'rich' });
    expect(kinds('awards')).toEqual({ image: 'image', year: 'year', awardName: 'text', place: 'text' });
    expect(kinds('services')).toEqual({
      title: 'text',
      image: 'image',
      shortDescription: 'long',
      description: 'rich',
      tags: 'tags',
    });
    expect(kinds('partners').logo).toBe('image');
    expect(kinds('team').socialLinks).toBe('links');
    expect(kinds('gallery').embedLink).toBe('embed');
    expect(kinds('articles').slug).toBe('slug');
  });

  it('gives enum fields their choices in words people read, and marks optional fields', () => {
    const category = contentFieldsOf('articles').find((field) => field.name === 'category');
    expect(category?.kind).toBe('choice');
    expect(category?.options).toEqual([
      { value: 'Newsletter', label: 'Newsletter' },
      { value: 'Media_Coverage', label: 'Media Coverage' },
      { value: 'Features', label: 'Features' },
    ]);
    const platform = contentFieldsOf('gallery').find((field) => field.name === 'platform');
    expect(platform?.options).toContainEqual({ value: 'youtube', label: 'YouTube' });
    const tags = contentFieldsOf('community').find((field) => field.name === 'tags');
    expect(tags?.isOptional).toBe(true);
    expect(contentFieldsOf('community').find((field) => field.name === 'title')?.isOptional).toBe(false);
  });

  it('has a label for every choice of every choice field of every type', () => {
    for (const type of CONTENT_TYPES)
      for (const field of contentFieldsOf(type).filter(({ kind }) => kind === 'choice')) {
        const values = (CONTENT_INPUTS[type].shape as Record<string, { options?: readonly string[] }>)[
          field.name
        ]?.options;
        expect(
          field.options.map(({ value }) => value),
          `${type}.${field.name}`,
        ).toEqual(values);
      }
  });

  it('names each field in words, and each type as the console lists it', () => {
    const jobs = contentFieldsOf('jobs').map(({ label }) => label);
    expect(jobs).toEqual(['Title', 'Description', 'Job type', 'Job location', 'Salary']);
    expect(CONTENT_TYPE_LABELS.faqs).toBe('FAQs');
    expect(CONTENT_TYPE_LABELS['lateral-hiring']).toBe('Lateral hiring');
  });

  it('says which field a new article’s slug follows, and what its address is', () => {
    const slug = contentFieldsOf('articles').find((field) => field.name === 'slug');
    expect(slug?.slugFrom).toBe('title');
    expect(slug?.hint).toContain('/dive-our/<slug>');
  });

  it('has a form with a real control for every field, and a title, for every type', () => {
    for (const type of CONTENT_TYPES) {
      expect(contentFieldsOf(type).length).toBeGreaterThan(0);
      expect(titleFieldOf(type)).not.toBe('_id');
    }
    expect(isOrderedType('faqs')).toBe(true);
    expect(isOrderedType('articles')).toBe(false);
  });
});

describe('form values ↔ request body', () => {
  it('round-trips numbers, tags, images and links', () => {
    const services = contentFieldsOf('services');
    const values = toFormValues(services, { title: 'Cloud', image: '/images/x.svg', tags: ['aws', 'gcp'] });
    expect(values.tags).toBe('aws, gcp');
    expect(values.image).toBe('/images/x.svg');
    expect(toRequestBody(services, { ...values, tags: ' aws , , azure ' }).tags).toEqual(['aws', 'azure']);

    const awards = contentFieldsOf('awards');
    expect(toRequestBody(awards, { ...toFormValues(awards), year: '2024' }).year).toBe(2024);

    const team = contentFieldsOf('team');
    const links = [{ label: 'LinkedIn', url: 'https://linkedin.com/in/x' }];
    expect(toFormValues(team).socialLinks).toEqual([]);
    expect(toRequestBody(team, toFormValues(team, { socialLinks: links })).socialLinks).toEqual(links);
  });

  it('puts a link’s error on its row and any other error on its field', () => {
    const team = contentFieldsOf('team');
    expect(contentFormPathOf(team, ['socialLinks', 1, 'url'])).toBe('socialLinks.1.url');
    expect(contentFormPathOf(team, ['image'])).toBe('image');
    expect(contentFormPathOf(contentFieldsOf('services'), ['tags', 0])).toBe('tags');
  });
});
