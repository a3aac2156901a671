import type { TCourseLearning } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { adminKey, consoleGet } from '#web/features/console/shell/api/console-api.ts';

/** GET /api/admin/courses/{id}/learning: the course's learners, figures and lessons (admins and editors). */
export const useCourseLearning = (id: string) =>
  useQuery({
    queryKey: adminKey('courses', 'learning', id),
    queryFn: ({ signal }) =>
      consoleGet<TCourseLearning>(`/admin/courses/${encodeURIComponent(id)}/learning`, signal),
  });
