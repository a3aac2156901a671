// Courses, categories, reviews, quiz questions and attempts (docs/product.md#catalogue). Owned by the courses
// work.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, trigramIndexes } from './columns.ts';
import { users } from './users.ts';

/** Postgres' full-text document type; drizzle has no built-in for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface CurriculumEntry {
  title: string;
  /** Rich text, sanitized on write. */
  description: string;
}

/** One answer as the learner sent it; `option` is null for a question left unanswered. */
export interface QuizAttemptAnswer {
  question: string;
  option: number | null;
}

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('categories_name_unique'),
  // The catalogue's first tab is the lowest sort order (docs/product.md#pages: the first category is
  // selected).
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/**
 * Text of one field for the search document: tags removed (a tag name is not a word the learner wrote) and
 * the commonest entities blanked. Written as SQL because it feeds a generated column.
 */
const plainText = (column: string) =>
  `regexp_replace(regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g')`;

/** A text's English stems and its words as written, both with the given weight. */
const weighted = (text: string, weight: 'A' | 'B' | 'C') =>
  ['english', 'simple'].map(
    (config) => `setweight(to_tsvector('${config}'::regconfig, ${text}), '${weight}')`,
  );

/**
 * The search document: English stems (so "testing" finds "tests") and the words as written (so a prefix
 * such as "reac" finds "React" without stemming getting in the way) of the name (weight A), the text (B) and
 * the category's name (C; copied into the row, see `categoryName`), so 'cloud' finds every course of
 * 'Cloud & DevOps'. All of it is in this one stored column, so a search is one GIN index scan (ADR 041); the
 * column stays in the row, never in TOAST (migration 0020_search_rank, ADR 043).
 */
const searchDocument: SQL = sql.raw(
  [
    ...weighted(`coalesce("name", '')`, 'A'),
    ...weighted(plainText('"description"'), 'B'),
    ...weighted(`coalesce("category_name", '')`, 'C'),
  ].join(' || '),
);

/**
 * The words that rank a match (ADR 043): the name (A) and the category's name (C), as in the search document.
 * A few lexemes against the search document's hundreds, so testing every match against it is cheap where
 * ranking by the whole document was not.
 */
const rankDocument: SQL = sql.raw(
  [...weighted(`coalesce("name", '')`, 'A'), ...weighted(`coalesce("category_name", '')`, 'C')].join(' || '),
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('courses_slug_unique'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    // Site-relative image URLs; the first is the card image (docs/product.md#catalogue).
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    duration: text('duration').notNull(),
    lectures: integer('lectures').notNull(),
    videoLessons: integer('video_lessons').notNull(),
    skillLevel: text('skill_level').notNull(),
    studentsEnrolled: integer('students_enrolled').notNull().default(0),
    // Rich text (sanitized HTML) from here to `overview`.
    description: text('description').notNull(),
    feature: text('feature').notNull(),
    audience: text('audience').notNull(),
    overview: text('overview').notNull(),
    curriculum: jsonb('curriculum')
      .$type<CurriculumEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    certificateDemo: text('certificate_demo').notNull(),
    // Whole cents: money is never a float in the database; the API shows dollars with cents.
    priceCents: integer('price_cents').notNull(),
    // The share of a quiz's questions a learner must answer right to pass it (a quiz lesson, the course quiz).
    passPercent: smallint('pass_percent').notNull().default(70),
    // Whether completing the course earns a certificate (docs/product.md#certificates).
    grantsCertificate: boolean('grants_certificate').notNull().default(true),
    // Order within its category's carousel.
    sortOrder: integer('sort_order').notNull().default(0),
    // Only published courses reach the catalogue, search, carts and checkout; a course with orders is
    // archived, never deleted (its orders keep their snapshots).
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
    // The category's name and sort order, copied into the row by the database (triggers of migration
    // 0018_catalogue_paging: on a course's insert or move, and on a category's rename or reorder), so the
    // search document and the catalogue's order need no join (ADR 041). Whatever a writer sets is replaced.
    categoryName: text('category_name').notNull().default(''),
    categorySort: integer('category_sort').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    searchRank: tsvector('search_rank').generatedAlwaysAs(rankDocument),
    ...timestamps(),
  },
  (t) => [
    index('courses_category_idx').on(t.categoryId, t.sortOrder),
    index('courses_status_idx').on(t.status),
    // The console's course list: newest change first, searched by name or slug (ADR 042).
    index('courses_updated_idx').on(t.updatedAt),
    ...trigramIndexes('courses', t.name, t.slug),
    check('courses_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    // No pending list (fastupdate off): a write updates the index at once, so the planner costs a search by
    // the index it has (with a pending list of bulk-loaded rows it chose a sequential scan). Published
    // courses only, as every search asks: a count of a search's matches then reads no status (ADR 045).
    index('courses_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'published'`),
    // A search's matches by where they are (ADR 045): counted and, for a tier of a few, found by this index;
    // a tier of many is read in name order instead (courses_published_name_idx), stopping at the page.
    index('courses_search_rank_idx')
      .using('gin', t.searchRank)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'published'`),
    index('courses_published_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    // The catalogue's pages (ADR 041): keyset on the public order, whole or within one category.
    index('courses_catalogue_idx')
      .on(t.categorySort, t.categoryId, t.sortOrder, t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    index('courses_category_catalogue_idx')
      .on(t.categoryId, t.sortOrder, t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    check('courses_price_cents_check', sql`${t.priceCents} >= 0`),
    check('courses_pass_percent_check', sql`${t.passPercent} between 1 and 100`),
    check(
      'courses_counts_check',
      sql`${t.lectures} >= 0 and ${t.videoLessons} >= 0 and ${t.studentsEnrolled} >= 0`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    // Sanitized on write (docs/product.md#rules allowlist).
    comment: text('comment').notNull(),
    // Hidden by a moderator: gone from the course page and its average; its author still sees it, marked.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps(),
  },
  (t) => [
    // One review per user per course (docs/product.md#catalogue): the database settles a race between two
    // posts.
    uniqueIndex('reviews_course_user_unique').on(t.courseId, t.userId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt),
    // The console's reviews list, newest first.
    index('reviews_created_idx').on(t.createdAt),
    // The dashboard's new reviews of a period, the hidden left out, counted from the index alone (ADR 044).
    index('reviews_shown_created_idx')
      .on(t.createdAt)
      .where(sql`${t.hiddenAt} is null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    // Index into `options`; stays on the server (GET quiz never sends it).
    correctOption: integer('correct_option').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('quiz_questions_course_position_unique').on(t.courseId, t.position),
    check(
      'quiz_questions_correct_option_check',
      sql`${t.correctOption} >= 0 and ${t.correctOption} < jsonb_array_length(${t.options})`,
    ),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<QuizAttemptAnswer[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_user_course_idx').on(t.userId, t.courseId, t.createdAt),
    check('quiz_attempts_score_check', sql`${t.score} >= 0 and ${t.score} <= ${t.total}`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** A course's earlier slugs: an old link answers with a redirect to the current page. */
export const courseSlugRedirects = pgTable('course_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export type CourseStatus = (typeof COURSE_STATUSES)[number];
