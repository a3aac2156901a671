import {
  COURSE_PAGE_SIZE,
  courseListPath,
  type TCourseCard,
  type TCourseListQuery,
  type TCoursePage,
} from '@curio/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { takeFirstReply } from '#web/lib/first-data.ts';
import { courseKeys } from './query-keys.ts';

/** Which cards: one category's, a search's (ranked), or both. */
export type TCourseListFilter = Pick<TCourseListQuery, 'category' | 'search'>;

type TCardPage = { cards: TCourseCard[]; page: TCoursePage };

/** What a paged list shows: every card loaded so far, and how many there are in all (ADR 041). */
export type TLoadedCourses = {
  cards: TCourseCard[];
  total: number;
  /** A search that pages no further though more courses match (COURSE_SEARCH_RESULTS_MAX). */
  isCapped: boolean;
};

const NO_PAGE: TCoursePage = { next: null, total: 0 };

const pathOf = (filter: TCourseListFilter, cursor?: string) =>
  courseListPath({ ...filter, limit: COURSE_PAGE_SIZE, cursor });

async function getCoursePage(path: string, signal?: AbortSignal): Promise<TCardPage> {
  const reply = await apiRequest<TCourseCard[]>(path, { signal });
  return { cards: reply.data, page: (reply.page as TCoursePage | undefined) ?? NO_PAGE };
}

/** The first page the server embedded in `/course` (ADR 012), as the infinite query's first page. */
function firstPage(filter: TCourseListFilter): InfiniteData<TCardPage, string | undefined> | undefined {
  const reply = takeFirstReply<TCourseCard[]>(pathOf(filter));
  if (!reply) return undefined;
  const page = (reply.page as TCoursePage | undefined) ?? NO_PAGE;
  return { pages: [{ cards: reply.data, page }], pageParams: [undefined] };
}

const loaded = (data: InfiniteData<TCardPage, string | undefined>): TLoadedCourses => {
  const last = data.pages.at(-1)?.page ?? NO_PAGE;
  const cards = data.pages.flatMap((page) => page.cards);
  return { cards, total: last.total, isCapped: last.next === null && cards.length < last.total };
};

/** GET /api/course a page at a time (COURSE_PAGE_SIZE cards), each page after the `page.next` before it. */
export const coursePagesQueryOptions = (filter: TCourseListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: courseKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getCoursePage(pathOf(filter, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.page.next ?? undefined,
    initialData: () => firstPage(filter),
    select: loaded,
  });

/** While a new search runs, the previous results stay on screen (no flash of the skeleton per keystroke). */
export const useCoursePages = (filter: TCourseListFilter = {}) =>
  useInfiniteQuery({ ...coursePagesQueryOptions(filter), placeholderData: keepPreviousData });
