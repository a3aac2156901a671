import type {
  TConsoleLesson,
  TConsoleOutline,
  TConsoleVideo,
  TLessonCreateRequest,
  TLessonUpdateRequest,
  TOutlineOrderRequest,
  TVideoCapabilities,
} from '@curio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleDelete,
  consoleGet,
  consolePatch,
  consolePost,
  consolePut,
} from '#web/features/console/shell/api/console-api.ts';
import { uploadFile } from './upload-file.ts';

/** How often a video being prepared is read again. */
export const VIDEO_POLL_MS = 2000;

export const lessonKeys = {
  outline: (courseId: string) => adminKey('courses', 'outline', courseId),
  lesson: (id: string) => adminKey('lessons', id),
  video: (id: string) => adminKey('videos', id),
  courseVideos: (courseId: string) => adminKey('videos', 'course', courseId),
  capabilities: () => adminKey('videos', 'capabilities'),
};

const id = encodeURIComponent;
const coursePath = (courseId: string) => `/admin/courses/${id(courseId)}`;
const sectionPath = (sectionId: string) => `/admin/sections/${id(sectionId)}`;
export const lessonPath = (lessonId: string) => `/admin/lessons/${id(lessonId)}`;
const videoPath = (videoId: string) => `/admin/videos/${id(videoId)}`;

/** Every section and lesson of a course, drafts included (GET …/outline). */
export const useCourseOutline = (courseId: string) =>
  useQuery({
    queryKey: lessonKeys.outline(courseId),
    queryFn: ({ signal }) => consoleGet<TConsoleOutline>(`${coursePath(courseId)}/outline`, signal),
  });

/** A write that answers the outline: the page shows it at once. */
function useOutlineWrite<TInput>(
  courseId: string,
  request: (input: TInput) => Promise<{ data: TConsoleOutline; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ data }) => queryClient.setQueryData(lessonKeys.outline(courseId), data),
  });
}

export const useAddSection = (courseId: string) =>
  useOutlineWrite(courseId, (title: string) =>
    consolePost<TConsoleOutline>(`${coursePath(courseId)}/sections`, { title }),
  );

export const useRenameSection = (courseId: string) =>
  useOutlineWrite(courseId, ({ sectionId, ...body }: { sectionId: string; title: string; version: string }) =>
    consolePatch<TConsoleOutline>(sectionPath(sectionId), body),
  );

export const useDeleteSection = (courseId: string) =>
  useOutlineWrite(courseId, (sectionId: string) => consoleDelete<TConsoleOutline>(sectionPath(sectionId)));

/**
 * PUT …/outline/order with the whole outline. The page shows the new order while it is saved; the reply (or,
 * on a refusal, the outline read again) replaces it.
 */
export function useSaveOutlineOrder(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: TOutlineOrderRequest) =>
      consolePut<TConsoleOutline>(`${coursePath(courseId)}/outline/order`, order),
    onSuccess: ({ data }) => queryClient.setQueryData(lessonKeys.outline(courseId), data),
    onError: () => queryClient.invalidateQueries({ queryKey: lessonKeys.outline(courseId) }),
  });
}

export function useAddLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, ...body }: TLessonCreateRequest & { sectionId: string }) =>
      consolePost<TConsoleLesson>(`${sectionPath(sectionId)}/lessons`, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(lessonKeys.lesson(data._id), data);
      return queryClient.invalidateQueries({ queryKey: lessonKeys.outline(courseId) });
    },
  });
}

/** The lesson as the server has it now, outside the query cache (a stale save compares with it). */
export const fetchLesson = (lessonId: string, signal?: AbortSignal) =>
  consoleGet<TConsoleLesson>(lessonPath(lessonId), signal);

export const useLesson = (lessonId: string) =>
  useQuery({
    queryKey: lessonKeys.lesson(lessonId),
    queryFn: ({ signal }) => fetchLesson(lessonId, signal),
    // The editor's form is filled once; a background refetch must not look like someone else's change.
    refetchOnWindowFocus: false,
  });

/** A write that answers the lesson: its copy is replaced and the outline reads again. */
export function useLessonWrite<TInput>(
  request: (input: TInput) => Promise<{ data: TConsoleLesson; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(lessonKeys.lesson(data._id), data);
      return queryClient.invalidateQueries({ queryKey: lessonKeys.outline(data.course._id) });
    },
  });
}

export const useUpdateLesson = (lessonId: string) =>
  useLessonWrite((body: TLessonUpdateRequest) => consolePatch<TConsoleLesson>(lessonPath(lessonId), body));

export const useLessonStatus = (lessonId: string) =>
  useLessonWrite(({ action, version }: { action: 'publish' | 'unpublish'; version: string }) =>
    consolePost<TConsoleLesson>(`${lessonPath(lessonId)}/${action}`, { version }),
  );

export function useDeleteLesson(lesson: TConsoleLesson) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleDelete<null>(lessonPath(lesson._id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: lessonKeys.lesson(lesson._id) });
      return queryClient.invalidateQueries({ queryKey: lessonKeys.outline(lesson.course._id) });
    },
  });
}

// ---- Videos (the routes of the videos' module, docs/product.md#learning) ----

/** Whether this server can prepare videos, and the largest upload it takes. */
export const useVideoCapabilities = () =>
  useQuery({
    queryKey: lessonKeys.capabilities(),
    queryFn: ({ signal }) => consoleGet<TVideoCapabilities>('/admin/videos/capabilities', signal),
    staleTime: 60_000,
  });

export const isFinalVideo = (video: Pick<TConsoleVideo, 'status'>) =>
  video.status === 'ready' || video.status === 'failed';

/** One video, read again every 2 s until it is ready or has failed. */
export const useVideo = (videoId: string | null, initial?: TConsoleVideo | null) =>
  useQuery({
    queryKey: lessonKeys.video(videoId ?? ''),
    queryFn: ({ signal }) => consoleGet<TConsoleVideo>(videoPath(videoId ?? ''), signal),
    enabled: videoId !== null,
    initialData: initial && initial._id === videoId ? initial : undefined,
    // Also while the tab is in the background: an operator who looks away during a long preparation finds
    // its state current on coming back.
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const video = query.state.data;
      return video && isFinalVideo(video) ? false : VIDEO_POLL_MS;
    },
  });

/** The course's videos, for choosing one a lesson shows. */
export const useCourseVideos = (courseId: string) =>
  useQuery({
    queryKey: lessonKeys.courseVideos(courseId),
    queryFn: ({ signal }) => consoleGet<TConsoleVideo[]>(`${coursePath(courseId)}/videos`, signal),
  });

/** A write that answers the video: its copy is replaced (its polling goes on from there). */
function useVideoWrite<TInput>(
  request: (input: TInput) => Promise<{ data: TConsoleVideo; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ data }) => queryClient.setQueryData(lessonKeys.video(data._id), data),
  });
}

export const useRetryVideo = () =>
  useVideoWrite((videoId: string) => consolePost<TConsoleVideo>(`${videoPath(videoId)}/retry`));

/** PUT …/captions/{lang}?label=… with the .vtt file as the body. */
export const usePutCaptions = () =>
  useVideoWrite(
    ({ videoId, lang, label, file }: { videoId: string; lang: string; label: string; file: File }) =>
      uploadFile<TConsoleVideo>({
        method: 'PUT',
        path: `${videoPath(videoId)}/captions/${id(lang)}?${new URLSearchParams({ label }).toString()}`,
        file,
        contentType: 'text/vtt',
      }),
  );

export const useDeleteCaptions = () =>
  useVideoWrite(({ videoId, lang }: { videoId: string; lang: string }) =>
    consoleDelete<TConsoleVideo>(`${videoPath(videoId)}/captions/${id(lang)}`),
  );
