import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { categories, courses, courseSlugRedirects, lessons, reviews, type Db } from '@curio/db';
import type { CatalogueKey } from './cursor.ts';
import type { SearchQueries } from './search.ts';
import { isPublishedCourse } from './published.ts';
import type { CourseCardRow, CourseDetailRow } from './serialize.ts';

// The search and rank documents are for matching only, and the category's copied name and order for the
// catalogue's reads: none of them is read back.
const {
  search: _search,
  searchRank: _searchRank,
  categoryName: _categoryName,
  categorySort: _categorySort,
  ...courseColumns
} = getTableColumns(courses);

/** What a course shows wherever it is listed: a catalogue card, a cart or wishlist line, an order. */
export const courseSummaryColumns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  images: courses.images,
  duration: courses.duration,
  priceCents: courses.priceCents,
};

/**
 * A course's summary as a JSON object, keyed as `courseSummaryColumns`: for a statement that answers its rows as
 * one JSON value (a cart or wishlist change, ADR 050), so they read as a select of those columns does.
 */
export const courseJson = sql`json_build_object(${sql.join(
  Object.entries(courseSummaryColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

const cardColumns = { ...courseSummaryColumns, categoryId: courses.categoryId };

/** A card with what its place in the catalogue's order needs (the cursor of the page after it). */
const keyedCardColumns = { ...cardColumns, categorySort: courses.categorySort, sortOrder: courses.sortOrder };

/**
 * The catalogue's order: the categories' tab order, then each category's carousel order (ADR 041). The
 * category's sort order is copied into the course's row, so both orders are one partial index each
 * (migration 0018_catalogue_paging) and a page is one index range scan, however deep.
 */
const catalogueOrder = [
  asc(courses.categorySort),
  asc(courses.categoryId),
  asc(courses.sortOrder),
  asc(courses.name),
  asc(courses.id),
];
const categoryOrder = [asc(courses.sortOrder), asc(courses.name), asc(courses.id)];

/** The rows after `key`, in the order of the list: a whole-catalogue key or one category's. */
function afterKey(key: CatalogueKey, inOneCategory: boolean): SQL {
  const [categorySort, categoryId, sortOrder, name, id] = key;
  if (inOneCategory)
    return sql`(${courses.sortOrder}, ${courses.name}, ${courses.id}) > (${sortOrder}::int, ${name}::text, ${id}::uuid)`;
  return sql`(${courses.categorySort}, ${courses.categoryId}, ${courses.sortOrder}, ${courses.name}, ${courses.id}) > (${categorySort}::int, ${categoryId}::uuid, ${sortOrder}::int, ${name}::text, ${id}::uuid)`;
}

// English stems ("testing" finds "tests") or the words as typed ("reac" finds "React"), the latter left out
// where they cannot add a match (`course_search_query`, migration 0024, ADR 047): see the search column,
// which also holds the category's name, so one GIN index scan answers a search. A subquery, so the query is
// made once per statement, not once per row tested (a stop word such as 'with' has no English lexeme, and
// each making of it raised a notice), and the planner prices the index by its usual estimate, where the
// prefix's own estimate chose to read the whole table (ADR 043).
const searchQuery = (tsquery: string) => sql`(select course_search_query(${tsquery}))`;

export type CourseCardKeyRow = CourseCardRow & { categorySort: number; sortOrder: number };

export interface CardPageFilter {
  category?: string;
  after?: CatalogueKey;
  limit: number;
}

/** A page of cards in the catalogue's order (one index range scan): the query, for listCardPage and EXPLAIN. */
export function cardPageQuery(db: Db, { category, after, limit }: CardPageFilter) {
  const inOneCategory = category !== undefined;
  return db
    .select(keyedCardColumns)
    .from(courses)
    .where(
      and(
        isPublishedCourse,
        category !== undefined ? eq(courses.categoryId, category) : undefined,
        after ? afterKey(after, inOneCategory) : undefined,
      ),
    )
    .orderBy(...(inOneCategory ? categoryOrder : catalogueOrder))
    .limit(limit + 1);
}

/**
 * Where a search's match is, its rank tier (ADR 043): 0 when every word is in the name, 1 when the name and
 * the category's name hold them all, 2 when the description is needed. A search lists tier 0, then 1, then
 * 2, each by name.
 */
export type SearchTier = 0 | 1 | 2;

export interface SearchFilter {
  category?: string;
  queries: SearchQueries;
}

/** The courses of one rank tier of a search, a page of them by name (ADR 045). */
export interface SearchTierFilter extends SearchFilter {
  tier: SearchTier;
  /**
   * Read published courses in name order, testing each, until the page is full: for a tier of many matches,
   * where a page is found long before the end. Otherwise the GIN index finds every match and they are
   * sorted.
   */
  walk: boolean;
  offset: number;
  limit: number;
}

/** Published courses, of one category when asked. */
const publishedIn = (category: string | undefined) =>
  and(isPublishedCourse, category ? eq(courses.categoryId, category) : undefined);

/**
 * A search's counts (ADR 045), each one GIN index's count, so three statements the pool runs at once: its
 * matches (`total`), those whose every word is in the name (`inName`), and those whose words are in the name
 * and the category's name (`inRank`).
 */
export function searchCountQueries(db: Db, { category, queries }: SearchFilter) {
  const countOf = (where: SQL) =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(and(publishedIn(category), where));
  return {
    total: countOf(sql`${courses.search} @@ ${searchQuery(queries.all)}`),
    inName: countOf(sql`${courses.searchRank} @@ ${searchQuery(queries.inName)}`),
    inRank: countOf(sql`${courses.searchRank} @@ ${searchQuery(queries.all)}`),
  };
}

/**
 * A page of one rank tier of a search, by name: the query, for searchTierPage and EXPLAIN. The test is the
 * `@@` operator, which the GIN indexes answer, or for a walk its function `ts_match_vq`, which no index
 * answers, so that the planner reads courses_published_name_idx in order and stops at the page's end.
 */
export function searchTierQuery(db: Db, { category, queries, tier, walk, offset, limit }: SearchTierFilter) {
  type Document = typeof courses.search | typeof courses.searchRank;
  const matches = (document: Document, query: string) =>
    walk ? sql`ts_match_vq(${document}, ${searchQuery(query)})` : sql`${document} @@ ${searchQuery(query)}`;
  const notIn = (document: Document, query: string) =>
    sql`not ts_match_vq(${document}, ${searchQuery(query)})`;
  const where = [
    matches(courses.searchRank, queries.inName),
    and(matches(courses.searchRank, queries.all), notIn(courses.searchRank, queries.inName)),
    and(matches(courses.search, queries.all), notIn(courses.searchRank, queries.all)),
  ][tier];
  return db
    .select(cardColumns)
    .from(courses)
    .where(and(publishedIn(category), where))
    .orderBy(asc(courses.name), asc(courses.id))
    .limit(limit)
    .offset(offset);
}

/** Catalogue reads (SQL lives here only). Hot reads are prepared once per connection. */
export function createCourseRepository(db: Db) {
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
     * One page of cards in the catalogue's order, whole or of one category, after `after` (the last card of
     * the page before). Asks for one more than `limit`: whether it came tells if there is a next page.
     */
    listCardPage: (filter: CardPageFilter): Promise<CourseCardKeyRow[]> => cardPageQuery(db, filter),

    /** How many cards the catalogue or one category lists: an index-only count, cached by the caller. */
    async countCards(category: string | undefined): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(courses)
        .where(and(isPublishedCourse, category ? eq(courses.categoryId, category) : undefined));
      return row?.count ?? 0;
    },

    /** A search's counts: its matches, those in the name, those in the name and the category's name. */
    async searchCounts(filter: SearchFilter) {
      const { total, inName, inRank } = searchCountQueries(db, filter);
      const [[all], [name], [rank]] = await Promise.all([total, inName, inRank]);
      return { total: all?.n ?? 0, inName: name?.n ?? 0, inRank: rank?.n ?? 0 };
    },

    /** A page of one rank tier of a search, by name. */
    searchTierPage: (filter: SearchTierFilter): Promise<CourseCardRow[]> => searchTierQuery(db, filter),

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
