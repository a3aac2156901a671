import type { FastifyInstance } from 'fastify';
import {
  COURSE_LIST_LIMIT_MAX,
  COURSE_MESSAGES,
  COURSE_SEARCH_RESULTS_MAX,
  type TCourse,
  type TCourseCard,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { createCourseRepository, type SearchFilter, type SearchTier } from './repository.ts';
import type { SearchQueries } from './search.ts';
import { toCourse, toCourseCard, type CourseCardRow } from './serialize.ts';

/**
 * A search's tier of `n` matches among `searched` courses is walked in name order when n² > WALK_MARGIN ×
 * (rows the page needs from it) × searched: a walk reads about needed × searched / n courses, the index
 * finds all n, and matches are not spread evenly in name order, which this margin allows for (ADR 045).
 */
const WALK_MARGIN = 8;

export function createCourseService(app: FastifyInstance) {
  const repository = createCourseRepository(app.db);

  /**
   * `limit` matches of a search from the `offset`th, ranked (ADR 045): the counts say how many matches each
   * rank tier holds, so the page's rows are read from the tiers it covers, each by name, in parallel. A tier
   * is walked in name order when its matches are dense enough that the walk ends long before reading them
   * all would (WALK_MARGIN), and found by its GIN index otherwise.
   */
  async function searchPage(
    filter: SearchFilter,
    offset: number,
    limit: number,
    countSearched: () => Promise<number>,
  ) {
    const [counts, searched] = await Promise.all([repository.searchCounts(filter), countSearched()]);
    const sizes = [counts.inName, counts.inRank - counts.inName, counts.total - counts.inRank];
    const reads: Promise<CourseCardRow[]>[] = [];
    let tierStart = 0;
    for (const [tier, size] of sizes.entries()) {
      const from = Math.max(offset, tierStart);
      const to = Math.min(offset + limit, tierStart + Math.max(0, size));
      if (from < to) {
        const wanted = to - tierStart;
        const walk = size * size > WALK_MARGIN * wanted * searched;
        reads.push(
          repository.searchTierPage({
            ...filter,
            tier: tier as SearchTier,
            walk,
            offset: from - tierStart,
            limit: to - from,
          }),
        );
      }
      tierStart += Math.max(0, size);
    }
    return { rows: (await Promise.all(reads)).flat(), total: counts.total };
  }

  return {
    /**
     * One page of the catalogue, of a category or of a search (ADR 041): its cards, the cursor of the page
     * after it (null on the last) and, for a search, how many courses match (the catalogue's counts are
     * cached apart: countCourses). A bad cursor is a 400.
     */
    async listCourses(query: CourseListFilter): Promise<CourseCardPage> {
      const { category, search } = query;
      const limit = query.limit ?? COURSE_LIST_LIMIT_MAX;
      if (search !== undefined) {
        const cursor = query.cursor ? decodeCursor(query.cursor, 'search') : undefined;
        const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
        // Never past the results a search pages through.
        const take = Math.max(0, Math.min(limit, COURSE_SEARCH_RESULTS_MAX - offset));
        const { rows, total } = await searchPage(
          { category, queries: search },
          offset,
          take + 1,
          query.countSearched,
        );
        const hasMore = rows.length > take && offset + take < COURSE_SEARCH_RESULTS_MAX;
        return {
          cards: rows.slice(0, take).map(toCourseCard),
          next: hasMore ? encodeCursor({ offset: offset + take }) : null,
          total,
        };
      }
      const cursor = query.cursor ? decodeCursor(query.cursor, 'keyset') : undefined;
      const after = cursor && 'after' in cursor ? cursor.after : undefined;
      const rows = await repository.listCardPage({ category, after, limit });
      const cards = rows.slice(0, limit);
      const last = cards.at(-1);
      const next =
        rows.length > limit && last
          ? encodeCursor({
              after: [last.categorySort, last.categoryId, last.sortOrder, last.name, last.id],
            })
          : null;
      return { cards: cards.map(toCourseCard), next };
    },

    /** How many cards the catalogue (or one category) lists. */
    countCourses: (category: string | undefined) => repository.countCards(category),

    async getCourseBySlug(slug: string): Promise<TCourse> {
      const row = await repository.findBySlug(slug);
      if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
      return toCourse(row);
    },

    /**
     * The course's id and slug, or 404: every review and quiz call starts here (modules/review,
     * modules/quiz).
     */
    async requireCourse(id: string): Promise<{ id: string; slug: string }> {
      const ref = await repository.findRef(id);
      if (!ref) throw notFound(COURSE_MESSAGES.courseNotFound);
      return ref;
    },
  };
}

export interface CourseListFilter {
  category?: string;
  /** From toSearchQueries: a search, ranked. */
  search?: SearchQueries;
  /**
   * How many courses a search searches: the catalogue's or the category's count, which the caller caches
   * (public-reads.ts), so a search never counts the catalogue again.
   */
  countSearched: () => Promise<number>;
  limit?: number;
  /** A `page.next` the API handed out. */
  cursor?: string;
}

export interface CourseCardPage {
  cards: TCourseCard[];
  next: string | null;
  /** A search's number of matches; the catalogue's is counted (and cached) apart. */
  total?: number;
}

export type CourseService = ReturnType<typeof createCourseService>;
