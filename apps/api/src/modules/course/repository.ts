import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { categories, courses, courseSlugRedirects, lessons, reviews, type Db } from '@curio/db';
import { isPublishedCourse } from './published.ts';
import type { CourseCardRow, CourseDetailRow } from './serialize.ts';

// The search document is for matching only; it is never read back.
const { search: _search, ...courseColumns } = getTableColumns(courses);

/** What a course shows wherever it is listed: a catalogue card, a cart or wishlist line, an order. */
export const courseSummaryColumns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  images: courses.images,
  duration: courses.duration,
  priceCents: courses.priceCents,
};

const cardColumns = { ...courseSummaryColumns, categoryId: courses.categoryId };

// `$n::uuid is null or …`: one statement (so one prepared plan) whether or not a category is given.
// Only published courses are listed.
const inCategory = sql`(${sql.placeholder('category')}::uuid is null or ${courses.categoryId} = ${sql.placeholder('category')}::uuid) and ${isPublishedCourse}`;

// English stems ("testing" finds "tests") or the words as typed ("reac" finds "React"): see the search
// column.
const searchQuery = sql`(to_tsquery('english', ${sql.placeholder('query')}) || to_tsquery('simple', ${sql.placeholder('query')}))`;

/**
 * What a search matches: the course's own document (name and description) and its category's name, weighed
 * least, so 'cloud' finds every course of 'Cloud & DevOps'. A category is a join away, so its
 * words are added here rather than in the stored column; a rename invalidates the cached searches.
 */
const searchDocument = sql`(${courses.search} || setweight(to_tsvector('english', ${categories.name}), 'C') || setweight(to_tsvector('simple', ${categories.name}), 'C'))`;

/** Catalogue reads (SQL lives here only). Hot reads are prepared once per connection. */
export function createCourseRepository(db: Db) {
  const catalogue = db
    .select(cardColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(inCategory)
    .orderBy(asc(categories.sortOrder), asc(courses.sortOrder), asc(courses.name))
    .prepare('course_catalogue');

  const catalogueSearch = db
    .select(cardColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(sql`${inCategory} and ${searchDocument} @@ ${searchQuery}`)
    .orderBy(desc(sql`ts_rank(${searchDocument}, ${searchQuery})`), asc(courses.name))
    .prepare('course_catalogue_search');

  /** A course page's row, whatever its status: callers add the condition. */
  const detail = (where: SQL | undefined) =>
    db
      .select({
        course: courseColumns,
        categoryName: categories.name,
        ratingAverage: sql<
          string | null
        >`(select avg(${reviews.rating}) from ${reviews} where ${reviews.courseId} = ${courses.id} and ${reviews.hiddenAt} is null)`,
        // A review hidden by a moderator counts in neither.
        ratingCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.courseId} = ${courses.id} and ${reviews.hiddenAt} is null)`,
        // The header's counts, once the course has published lessons (ADR 031).
        lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id} and ${lessons.status} = 'published')`,
        videoLessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id} and ${lessons.status} = 'published' and ${lessons.kind} = 'video')`,
      })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(where);

  const bySlug = detail(and(eq(courses.slug, sql.placeholder('slug')), isPublishedCourse)).prepare(
    'course_by_slug',
  );

  // A slug the course had before: the page answers with the course as it is now.
  const byOldSlug = detail(
    and(
      sql`${courses.id} = (select ${courseSlugRedirects.courseId} from ${courseSlugRedirects} where ${courseSlugRedirects.oldSlug} = ${sql.placeholder('slug')})`,
      isPublishedCourse,
    ),
  ).prepare('course_by_old_slug');

  const refById = db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder('id')), isPublishedCourse))
    .prepare('course_ref_by_id');

  return {
    /**
     * Cards in tab order; `tsquery` (from toPrefixTsquery) switches to full-text search ranked by relevance.
     */
    async listCards(filter: { category?: string; tsquery?: string }): Promise<CourseCardRow[]> {
      const category = filter.category ?? null;
      if (filter.tsquery) return catalogueSearch.execute({ category, query: filter.tsquery });
      return catalogue.execute({ category });
    },

    /** A published course by its slug, or by a slug it had before (then the row carries the current one). */
    async findBySlug(slug: string): Promise<CourseDetailRow | undefined> {
      const [row] = await bySlug.execute({ slug });
      if (row) return row;
      const [moved] = await byOldSlug.execute({ slug });
      return moved;
    },

    /** The staff preview (console-preview.ts): the page of a course whatever its status. */
    async findAnyStatusById(id: string): Promise<CourseDetailRow | undefined> {
      const [row] = await detail(eq(courses.id, id));
      return row;
    },

    /** The id and slug of a published course: enough to check it exists and to name its cache entries. */
    async findRef(id: string): Promise<{ id: string; slug: string } | undefined> {
      const [row] = await refById.execute({ id });
      return row;
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
