import { CONTENT_TYPES } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import {
  contentFieldsOf,
  isOrderedType,
  labelOf,
  titleFieldOf,
  toFormValues,
  toRequestBody,
} from './content-fields.ts';

const kinds = (type: Parameters<typeof contentFieldsOf>[0]) =>
  Object.fromEntries(contentFieldsOf(type).map((field) => [field.name, field.kind]));

describe('contentFieldsOf', () => {
  it('maps each zod type of the shared schema to a control', () => {
    expect(kinds('faqs')).toEqual({ question: 'long', answer: 'rich' });
    expect(kinds('awards')).toEqual({ image: 'text', year: 'number', awardName: 'text', place: 'text' });
    expect(kinds('services')).toEqual({
      title: 'text',
      image: 'text',
      shortDescription: 'long',
      description: 'rich',
      tags: 'tags',
    });
    expect(kinds('team').socialLinks).toBe('json');
    expect(kinds('gallery').embedLink).toBe('long');
  });

  it('gives enum fields their options and marks optional fields', () => {
    const platform = contentFieldsOf('gallery').find((field) => field.name === 'platform');
    expect(platform?.kind).toBe('enum');
    expect(platform?.options.length).toBeGreaterThan(0);
    const tags = contentFieldsOf('community').find((field) => field.name === 'tags');
    expect(tags?.isOptional).toBe(true);
    expect(contentFieldsOf('community').find((field) => field.name === 'title')?.isOptional).toBe(false);
  });

  it('has a form and a title for every type', () => {
    for (const type of CONTENT_TYPES) {
      expect(contentFieldsOf(type).length).toBeGreaterThan(0);
      expect(titleFieldOf(type)).not.toBe('_id');
    }
    expect(isOrderedType('faqs')).toBe(true);
    expect(isOrderedType('articles')).toBe(false);
    expect(labelOf('jobLocation')).toBe('Job location');
  });
});

describe('form values ↔ request body', () => {
  it('round-trips numbers, tags and JSON', () => {
    const services = contentFieldsOf('services');
    const values = toFormValues(services, { title: 'Cloud', tags: ['aws', 'gcp'] });
    expect(values.tags).toBe('aws, gcp');
    expect(toRequestBody(services, { ...values, tags: ' aws , , azure ' }).body.tags).toEqual([
      'aws',
      'azure',
    ]);

    const awards = contentFieldsOf('awards');
    expect(toRequestBody(awards, { ...toFormValues(awards), year: '2024' }).body.year).toBe(2024);

    const team = contentFieldsOf('team');
    const links = [{ label: 'LinkedIn', url: 'https://linkedin.com/in/x' }];
    const teamValues = toFormValues(team, { socialLinks: links });
    expect(toRequestBody(team, teamValues).body.socialLinks).toEqual(links);
    expect(toRequestBody(team, { ...teamValues, socialLinks: '[{' }).jsonErrors.socialLinks).toMatch(/JSON/);
  });
});
