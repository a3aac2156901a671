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
import { createCourseRepository } from './repository.ts';
import { toCourse, toCourseCard } from './serialize.ts';

export function createCourseService(app: FastifyInstance) {
  const repository = createCourseRepository(app.db);

  return {
    /**
     * One page of the catalogue, of a category or of a search (ADR 041): its cards, the cursor of the page
     * after it (null on the last) and, for a search, how many courses match (the catalogue's counts are
     * cached apart: countCourses). A bad cursor is a 400.
     */
    async listCourses(query: CourseListFilter): Promise<CourseCardPage> {
      const { category, tsquery } = query;
      const limit = query.limit ?? COURSE_LIST_LIMIT_MAX;
      if (tsquery !== undefined) {
        const cursor = query.cursor ? decodeCursor(query.cursor, 'search') : undefined;
        const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
        // Never past the results a search pages through.
        const take = Math.max(0, Math.min(limit, COURSE_SEARCH_RESULTS_MAX - offset));
        const rows = await repository.searchCardPage({ category, tsquery, offset, limit: take });
        const cards = rows.slice(0, take);
        const hasMore = rows.length > take && offset + take < COURSE_SEARCH_RESULTS_MAX;
        const total = rows[0]?.total ?? (await repository.countMatches({ category, tsquery }));
        return {
          cards: cards.map(toCourseCard),
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
  /** From toPrefixTsquery: a search, ranked. */
  tsquery?: string;
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
