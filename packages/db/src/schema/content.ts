// Content, services, leads and applications (docs/product.md#content-pages). Owned by the content work.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, published, timestamps, trigramIndexes, updatedAt } from './columns.ts';
import type { TArticleCategory, TGalleryPlatform } from '@curio/shared';

/** Every public list has an explicit order an operator controls (lowest first); the id breaks ties. */
const sortOrder = integer('sort_order').notNull().default(0);

/**
 * The privacy policy and terms live in site_settings under this key ({ privacyPolicy, termsAndConditions }).
 */
export const WEBSITE_POLICY_KEY = 'websitePolicy';

export interface SocialLinkValue {
  label: string;
  url: string;
}

export const teamMembers = pgTable('team_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  image: text('image').notNull(),
  socialLinks: jsonb('social_links').$type<SocialLinkValue[]>().notNull().default([]),
  sortOrder,
  published: published(),
  ...timestamps(),
});

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  description: text('description').notNull(),
  sortOrder,
  published: published(),
  ...timestamps(),
});

export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  shortDescription: text('short_description').notNull(),
  /** Rich text, sanitized on write. */
  description: text('description').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  sortOrder,
  published: published(),
  ...timestamps(),
});

/**
 * Lateral-hiring and LMS slider items share one shape (docs/product.md#content-pages); `kind` says which
 * slider.
 */
export const slideItems = pgTable(
  'slide_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['lateralHiring', 'lms'] }).notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    sortOrder,
    published: published(),
    ...timestamps(),
  },
  (t) => [
    index('slide_items_kind_idx').on(t.kind, t.sortOrder),
    check('slide_items_kind_check', sql`${t.kind} in ('lateralHiring', 'lms')`),
  ],
);

export const faqs = pgTable('faqs', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  /** Rich text, sanitized on write. */
  answer: text('answer').notNull(),
  sortOrder,
  published: published(),
  ...timestamps(),
});

/** Listed newest first: `created_at` is the publication date. */
export const communityPosts = pgTable('community_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  /** Rich text, sanitized on write. */
  body: text('body').notNull(),
  author: text('author').notNull(),
  image: text('image').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  published: published(),
  ...timestamps(),
});

/** Listed newest first: `created_at` is the publication date. Each has its page at /dive-our/{slug}. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique('articles_slug_unique'),
    image: text('image').notNull(),
    category: text('category').$type<TArticleCategory>().notNull(),
    summary: text('summary').notNull(),
    /** The full text: rich text, sanitized on write. */
    body: text('body').notNull(),
    published: published(),
    ...timestamps(),
  },
  (t) => [
    index('articles_category_created_idx').on(t.category, t.createdAt),
    check('articles_category_check', sql`${t.category} in ('Newsletter', 'Media_Coverage', 'Features')`),
  ],
);

/** An article's earlier slugs: an old link answers with a redirect to its current page (as courses do). */
export const articleSlugRedirects = pgTable('article_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** /our-media: coverage of Curio by (fictional) outlets, newest first. */
export const mediaItems = pgTable('media_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  source: text('source').notNull(),
  summary: text('summary').notNull(),
  published: published(),
  ...timestamps(),
});

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').$type<TGalleryPlatform>().notNull(),
    title: text('title').notNull(),
    /** Only ever written through the gallery sanitizer (docs/product.md#rules); never empty. */
    embedLink: text('embed_link').notNull(),
    sortOrder,
    published: published(),
    ...timestamps(),
  },
  (t) => [
    index('gallery_items_platform_idx').on(t.platform, t.sortOrder),
    check(
      'gallery_items_platform_check',
      sql`${t.platform} in ('facebook', 'twitter', 'youtube', 'linkedin', 'instagram')`,
    ),
    check('gallery_items_embed_check', sql`length(${t.embedLink}) > 0`),
  ],
);

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** Rich text, sanitized on write (the jobs page strips the tags). */
  description: text('description').notNull(),
  jobType: text('job_type').notNull(),
  jobLocation: text('job_location').notNull(),
  salary: text('salary').notNull(),
  sortOrder,
  published: published(),
  ...timestamps(),
});

export const awards = pgTable('awards', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  year: integer('year').notNull(),
  awardName: text('award_name').notNull(),
  place: text('place').notNull(),
  sortOrder,
  published: published(),
  ...timestamps(),
});

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  message: text('message').notNull(),
  sortOrder,
  published: published(),
  ...timestamps(),
});

export const INBOX_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Where staff stand with an enquiry or application: its status, an internal note, when it last changed. */
const inboxState = () => ({
  status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
  note: text('note'),
  updatedAt: updatedAt(),
});

/**
 * The console inbox's filters, sorts and search over a table of it (ADR 042): status (newest first within
 * it), last change, name, and name or email containing a text.
 */
const inboxIndexes = (
  table: string,
  t: Record<'status' | 'createdAt' | 'updatedAt' | 'name' | 'email', ExtraConfigColumn>,
) => [
  index(`${table}_status_created_idx`).on(t.status, t.createdAt),
  index(`${table}_updated_idx`).on(t.updatedAt),
  index(`${table}_name_idx`).on(t.name),
  ...trigramIndexes(table, t.name, t.email),
];

/** Contact-form enquiries (docs/product.md#enquiries, POST /api/leads). No IP or user agent is kept. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull(),
    /** The page or service the enquiry came from, when the form was opened from one. */
    source: text('source'),
    ...inboxState(),
    createdAt: createdAt(),
  },
  (t) => [index('leads_created_idx').on(t.createdAt), ...inboxIndexes('leads', t)],
);

/**
 * Job applications (docs/product.md#enquiries). The title is kept so an application still reads right if the
 * job goes.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverLetter: text('cover_letter').notNull(),
    ...inboxState(),
    createdAt: createdAt(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt), ...inboxIndexes('job_applications', t)],
);

/** Trainer applications from /beatrainer (docs/product.md#enquiries). */
export const trainerApplications = pgTable(
  'trainer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    expertise: text('expertise').notNull(),
    experienceYears: integer('experience_years').notNull(),
    message: text('message').notNull(),
    ...inboxState(),
    createdAt: createdAt(),
  },
  (t) => [
    index('trainer_applications_created_idx').on(t.createdAt),
    ...inboxIndexes('trainer_applications', t),
  ],
);

/**
 * Content items deleted within the last hour, kept so the console's Undo can restore them (ADR 027): the row
 * as it was, under the item's own id. A restore inserts it again with the same id and deletes this entry;
 * entries older than RESTORE_WINDOW_MS are dropped by the uploads sweep, which until then keeps their images.
 */
export const deletedContent = pgTable(
  'deleted_content',
  {
    /** The deleted item's id: it comes back under the same one. */
    id: uuid('id').primaryKey(),
    /** Its content type, by the audit log's name for it (`faq`, `job`…, packages/shared content-types). */
    entity: text('entity').notNull(),
    /** Its columns by their property names, as the console's repository read them. */
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_content_deleted_idx').on(t.deletedAt)],
);
