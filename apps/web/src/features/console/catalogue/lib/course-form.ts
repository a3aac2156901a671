import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  AUTHORING_TEXTS,
  CERTIFICATE_MESSAGES,
  CONFLICT_MESSAGES,
  DEFAULT_PASS_PERCENT,
  ZAdminCourseCreateRequest,
  type TAdminCourse,
  type TAdminCourseUpdateRequest,
} from '@curio/shared';
import { schemaResolver } from '#web/lib/form.ts';
import { readableValue, type TConflictField } from '#web/features/console/shell/lib/conflict-changes.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';

/**
 * The course editor's form. useFieldArray needs objects, so the request's string lists become `{ url }` and
 * `{ value }` rows here; `toCourseRequest` turns them back, and the shared create schema validates the
 * result, so the browser checks exactly what the server checks.
 */
export type TCourseFormValues = {
  name: string;
  slug: string;
  category: string;
  duration: string;
  lectures: number;
  videoLessons: number;
  skillLevel: string;
  studentsEnrolled: number;
  price: number;
  sortOrder: number;
  passPercent: number;
  grantsCertificate: boolean;
  description: string;
  feature: string;
  audience: string;
  overview: string;
  certificateDemo: string;
  images: { url: string }[];
  curriculum: { title: string; description: string }[];
  quiz: { question: string; options: { value: string }[]; correctOption: number }[];
};

export type TCourseRequest = z.output<typeof ZAdminCourseCreateRequest>;
/** Every field of the course, without the status (its own actions change it). */
export type TCourseFields = Omit<TCourseRequest, 'status'>;

export const EMPTY_COURSE_FORM: TCourseFormValues = {
  name: '',
  slug: '',
  category: '',
  duration: '',
  lectures: 0,
  videoLessons: 0,
  skillLevel: '',
  studentsEnrolled: 0,
  price: 0,
  sortOrder: 0,
  passPercent: DEFAULT_PASS_PERCENT,
  grantsCertificate: true,
  description: '',
  feature: '',
  audience: '',
  overview: '',
  certificateDemo: '',
  images: [],
  curriculum: [],
  quiz: [],
};

export const emptyQuizQuestion = (): TCourseFormValues['quiz'][number] => ({
  question: '',
  options: [{ value: '' }, { value: '' }],
  correctOption: 0,
});

/** The form as a loaded course fills it. */
export function toCourseForm(course: TAdminCourse): TCourseFormValues {
  return {
    name: course.name,
    slug: course.slug,
    category: course.category._id,
    duration: course.duration,
    lectures: course.lectures,
    videoLessons: course.videoLessons,
    skillLevel: course.skillLevel,
    studentsEnrolled: course.studentsEnrolled,
    price: course.price,
    sortOrder: course.sortOrder,
    passPercent: course.passPercent,
    grantsCertificate: course.grantsCertificate,
    description: course.description,
    feature: course.feature,
    audience: course.audience,
    overview: course.overview,
    certificateDemo: course.certificateDemo,
    images: course.images.map((url) => ({ url })),
    curriculum: course.curriculum.map(({ title, description }) => ({ title, description })),
    quiz: course.quiz.map(({ question, options, correctOption }) => ({
      question,
      options: options.map((value) => ({ value })),
      correctOption,
    })),
  };
}

/** The request body the form's values make (before validation). */
export function toCourseRequest(values: TCourseFormValues) {
  return {
    ...values,
    images: values.images.map(({ url }) => url),
    curriculum: values.curriculum.map(({ title, description }) => ({ title, description })),
    quiz: values.quiz.map(({ question, options, correctOption }) => ({
      question,
      options: options.map(({ value }) => value),
      correctOption,
    })),
  };
}

/** A PATCH body: every field, with the version the editor loaded. */
export const toCourseUpdate = (fields: TCourseFields, version: string): TAdminCourseUpdateRequest => ({
  ...fields,
  version,
});

/**
 * Where a request path's error shows in the form: `quiz.0.options.1` is the input `quiz.0.options.1.value`.
 */
export function formPathOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'images' && parts.length === 2) parts.push('url');
  if (parts[0] === 'quiz' && parts[2] === 'options' && parts.length === 4) parts.push('value');
  return parts.join('.');
}

/**
 * Validates the form with the shared ZAdminCourseCreateRequest (the same schema the server uses) and hands
 * the submit handler the parsed request.
 */
export const courseFormResolver: Resolver<TCourseFormValues, unknown, TCourseRequest> = schemaResolver(
  ZAdminCourseCreateRequest,
  { toRequest: toCourseRequest, formPathOf, error: friendlyError },
);

type TQuizRows = TCourseFormValues['quiz'];
const isQuiz = (value: unknown): value is TQuizRows => Array.isArray(value);

/** The quiz as text: each question, then its options, the correct one marked. */
function quizText(value: unknown): string {
  if (!isQuiz(value) || value.length === 0) return readableValue(value);
  return value
    .map(({ question, options, correctOption }, index) => {
      const choices = options.map(({ value: option }, choice) =>
        choice === correctOption ? `${option} (${CONFLICT_MESSAGES.correctAnswer})` : option,
      );
      return [`${String(index + 1)}. ${question}`, ...choices].join('\n   ');
    })
    .join('\n');
}

/**
 * The course form's fields as a stale save names them and copies them (ADR 030), in the form's order, with
 * the labels the form shows; `categoryName` turns the category's id into its name.
 */
export const courseConflictFields = (categoryName: (id: string) => string | undefined): TConflictField[] => [
  { name: 'name', label: 'Name' },
  { name: 'slug', label: 'Slug' },
  {
    name: 'category',
    label: 'Category',
    readable: (id) => categoryName(String(id)) ?? readableValue(id),
  },
  { name: 'price', label: 'Price (USD)' },
  { name: 'duration', label: 'Duration' },
  { name: 'skillLevel', label: 'Skill level' },
  { name: 'lectures', label: 'Lectures' },
  { name: 'videoLessons', label: 'Video lessons' },
  { name: 'studentsEnrolled', label: 'Students enrolled' },
  { name: 'sortOrder', label: 'Place in its category' },
  { name: 'passPercent', label: AUTHORING_TEXTS.passPercent },
  {
    name: 'grantsCertificate',
    label: CERTIFICATE_MESSAGES.grantsCertificateLabel,
    readable: (value) => (value ? 'Yes' : 'No'),
  },
  { name: 'certificateDemo', label: 'Certificate demo' },
  { name: 'description', label: 'Description' },
  { name: 'feature', label: 'Features' },
  { name: 'audience', label: 'Who it is for' },
  { name: 'overview', label: 'Overview' },
  { name: 'curriculum', label: 'Curriculum' },
  { name: 'quiz', label: 'Quiz', readable: quizText },
  { name: 'images', label: 'Images' },
];
