import type { TAdminCourseRow } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKey, consoleQuery } from '#web/features/console/shell/api/console-api.ts';
import type { TFilterOption } from '#web/features/console/shell/components/filter-bar.tsx';

/** The API's largest page: the course filters offer up to this many courses, by name. */
const COURSE_OPTIONS_LIMIT = 100;

/**
 * Every course (any status: an archived course still has orders and reviews) as the options of a course
 * filter, A to Z. GET /api/admin/courses, editors and admins.
 */
export const useCourseOptions = () =>
  useQuery({
    queryKey: adminKey('options', 'courses'),
    queryFn: ({ signal }) =>
      consoleQuery<TAdminCourseRow>(
        '/admin/courses',
        { page: 1, pageSize: COURSE_OPTIONS_LIMIT, sort: 'name', filters: {} },
        signal,
      ),
    select: (page): TFilterOption[] =>
      page.items.map((course) => ({ value: course._id, label: course.name })),
    staleTime: 60_000,
  });
