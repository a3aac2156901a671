import type {
  TAdminCourse,
  TAdminCourseRow,
  TAdminCourseUpdateRequest,
  TConsolePage,
  TCourseStatus,
} from '@curio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleDelete,
  consoleGet,
  consolePatch,
  consolePost,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import { postImage } from '#web/features/console/shell/api/uploads.ts';
import type { TCourseFields } from '#web/features/console/catalogue/lib/course-form.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

export const adminCourseKeys = {
  all: adminKey('courses'),
  list: (list: ListState) => [...adminCourseKeys.all, 'list', list] as const,
  detail: (id: string) => [...adminCourseKeys.all, 'detail', id] as const,
};

const coursePath = (id: string) => `/admin/courses/${encodeURIComponent(id)}`;

/** GET /api/admin/courses: q (name, slug), category, status; sort name, price, status, updatedAt… */
export const useAdminCourses = (list: ListState) =>
  useQuery<TConsolePage<TAdminCourseRow>>({
    queryKey: adminCourseKeys.list(list),
    queryFn: ({ signal }) => consoleQuery<TAdminCourseRow>('/admin/courses', list, signal),
    placeholderData: keepPreviousData,
  });

/** The course as the server has it now, outside the query cache (a stale save compares with it). */
export const fetchAdminCourse = (id: string, signal?: AbortSignal) =>
  consoleGet<TAdminCourse>(coursePath(id), signal);

/** Every field of one course; `updatedAt` is the version its edits carry. */
export const useAdminCourse = (id: string | undefined) =>
  useQuery({
    queryKey: adminCourseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchAdminCourse(id ?? '', signal),
    enabled: id !== undefined,
    // The editor's form is filled once; a background refetch must not look like someone else's change.
    refetchOnWindowFocus: false,
  });

/** A write that answers the course as it now is: the editor's copy is replaced, the lists reload. */
function useCourseWrite<TInput>(
  request: (input: TInput) => Promise<{ data: TAdminCourse; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(adminCourseKeys.detail(data._id), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminCourseKeys.all, 'list'] }),
        // Course counts per category change with a new course.
        queryClient.invalidateQueries({ queryKey: adminKey('categories') }),
      ]);
    },
  });
}

export const useCreateCourse = () =>
  useCourseWrite((body: TCourseFields) =>
    consolePost<TAdminCourse>('/admin/courses', { ...body, status: 'draft' }),
  );

export const useUpdateCourse = (id: string) =>
  useCourseWrite((body: TAdminCourseUpdateRequest) => consolePatch<TAdminCourse>(coursePath(id), body));

export const useSetCourseStatus = (id: string) =>
  useCourseWrite((body: { status: TCourseStatus; version: string }) =>
    consolePost<TAdminCourse>(`${coursePath(id)}/status`, body),
  );

export function useDeleteCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleDelete<null>(coursePath(id)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminCourseKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminCourseKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminKey('categories') }),
      ]);
    },
  });
}

/** POST /api/admin/courses/{id}/duplicate: a draft copy (answers it); the lists gain it. */
export const useDuplicateCourse = () =>
  useCourseWrite((id: string) => consolePost<TAdminCourse>(`${coursePath(id)}/duplicate`));

/**
 * The Undo of an unpublish: publishes the course again at the version the unpublish answered (a change in
 * between is a 409, and nothing changes). Works after the editor is closed; `onChanged` gives an open editor
 * the course as it now is.
 */
export function useRepublish() {
  const queryClient = useQueryClient();
  return (course: TAdminCourse, onChanged?: (course: TAdminCourse) => void) => async () => {
    const done = await consolePost<TAdminCourse>(`${coursePath(course._id)}/status`, {
      status: 'published',
      version: course.updatedAt,
    });
    queryClient.setQueryData(adminCourseKeys.detail(done.data._id), done.data);
    void queryClient.invalidateQueries({ queryKey: [...adminCourseKeys.all, 'list'] });
    onChanged?.(done.data);
    return done;
  };
}

/** POST /api/admin/courses/{id}/images (multipart field `image`): the stored image's URL. */
export const useUploadCourseImage = (id: string) =>
  useMutation({ mutationFn: (file: File) => postImage(`${coursePath(id)}/images`, file) });
