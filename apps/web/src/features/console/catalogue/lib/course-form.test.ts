import { describe, expect, it } from 'vitest';
import type { TAdminCourse } from '@curio/shared';
import {
  courseFormResolver,
  EMPTY_COURSE_FORM,
  formPathOf,
  toCourseForm,
  toCourseRequest,
  type TCourseFormValues,
} from './course-form.ts';
import { correctAfterRemoving } from './quiz.ts';

const CATEGORY = '6f1c7a4e-2b1d-4c8e-9a3f-1d2e3f4a5b6c';

const filled: TCourseFormValues = {
  ...EMPTY_COURSE_FORM,
  name: 'Intro to Pottery',
  slug: 'intro-to-pottery',
  category: CATEGORY,
  duration: '4 weeks',
  skillLevel: 'Beginner',
  lectures: 12,
  price: 49.5,
  description: '<p>Clay.</p>',
  images: [{ url: '/uploads/courses/a.webp' }],
  curriculum: [{ title: 'Centring', description: '<p>Wedge it.</p>' }],
  quiz: [{ question: 'First step?', options: [{ value: 'Paint' }, { value: 'Wedge' }], correctOption: 1 }],
};

const resolve = (values: TCourseFormValues) =>
  courseFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('course form → request', () => {
  it('turns the form rows back into the lists the API takes', () => {
    const request = toCourseRequest(filled);
    expect(request.images).toEqual(['/uploads/courses/a.webp']);
    expect(request.quiz).toEqual([
      { question: 'First step?', options: ['Paint', 'Wedge'], correctOption: 1 },
    ]);
    expect(request.curriculum).toEqual([{ title: 'Centring', description: '<p>Wedge it.</p>' }]);
  });

  it('fills the form from a loaded course and gives the same request back', () => {
    const course = {
      ...toCourseRequest(filled),
      _id: '0d9a1c2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      category: { _id: CATEGORY, name: 'Crafts' },
      status: 'draft',
      quiz: [{ _id: '1d9a1c2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d', ...toCourseRequest(filled).quiz[0] }],
      hasOrders: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    } as TAdminCourse;
    expect(toCourseForm(course)).toEqual(filled);
  });

  it('hands the submit the parsed request when the shared schema accepts it', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Intro to Pottery', price: 49.5, status: 'draft' });
  });

  it('puts each problem next to its field, in words an editor understands', async () => {
    const result = await resolve({
      ...filled,
      name: '',
      slug: 'Not A Slug',
      category: '',
      price: Number.NaN,
      quiz: [{ question: 'Q', options: [{ value: 'Only' }, { value: '' }], correctOption: 0 }],
    });
    const errors = result.errors as Record<string, unknown>;
    expect(errors).toMatchObject({
      name: { message: 'Fill this in.' },
      slug: { message: 'Use lower-case letters, digits and single dashes, e.g. intro-to-react.' },
      category: { message: 'Choose one.' },
      price: { message: 'Enter a number.' },
      quiz: [{ options: [undefined, { value: { message: 'Fill this in.' } }] }],
    });
  });

  it('maps a request path to the input that shows it', () => {
    expect(formPathOf(['quiz', 0, 'options', 1])).toBe('quiz.0.options.1.value');
    expect(formPathOf(['images', 2])).toBe('images.2.url');
    expect(formPathOf(['quiz', 0, 'correctOption'])).toBe('quiz.0.correctOption');
  });
});

describe('correctAfterRemoving', () => {
  it('keeps pointing at the same answer when an earlier option goes', () => {
    expect(correctAfterRemoving(2, 0)).toBe(1);
  });

  it('falls back to the first option when the correct one goes, and ignores later removals', () => {
    expect(correctAfterRemoving(1, 1)).toBe(0);
    expect(correctAfterRemoving(1, 3)).toBe(1);
  });
});
