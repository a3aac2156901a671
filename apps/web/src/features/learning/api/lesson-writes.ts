import {
  progressPercent,
  type TLearnCourse,
  type TLessonProgress,
  type TLessonQuizAttempt,
  type TLessonQuizResult,
  type TProgressReport,
  type TProgressResult,
} from '@curio/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { myCertificatesKey } from '#web/api/certificates.ts';
import { myCoursesKey } from '#web/api/learning.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { learnKeys } from './learn-keys.ts';

const lessonPath = (lessonId: string, action: 'progress' | 'complete' | 'quiz') =>
  `/learn/lessons/${encodeURIComponent(lessonId)}/${action}`;

/**
 * POST …/progress: what played since the last report (ADR 035). `keepalive` for the report sent as the page
 * goes away, which no one waits for.
 */
export const reportProgress = async (lessonId: string, report: TProgressReport, keepalive = false) =>
  (
    await apiRequest<TProgressResult>(lessonPath(lessonId, 'progress'), {
      method: 'POST',
      body: report,
      keepalive,
    })
  ).data.progress;

export const completeLesson = (lessonId: string) =>
  api.post<TLessonProgress>(lessonPath(lessonId, 'complete'));

export const submitLessonQuiz = (lessonId: string, attempt: TLessonQuizAttempt) =>
  api.post<TLessonQuizResult>(lessonPath(lessonId, 'quiz'), attempt);

/**
 * A lesson's new progress, in the course's cached outline at once (its tick, the count and the percent); when
 * it completed the lesson, the learner's list of courses is read again (journey, course page), and their
 * certificates (the lesson that completes a course earns its certificate: docs/product.md#certificates).
 */
export function storeLessonProgress(queryClient: QueryClient, slug: string, progress: TLessonProgress) {
  let completedNow = false;
  queryClient.setQueriesData<TLearnCourse>({ queryKey: learnKeys.course(slug) }, (course) => {
    if (!course) return course;
    const before = course.progress.find((entry) => entry.lesson === progress.lesson);
    completedNow = progress.completed && !before?.completed;
    const others = course.progress.filter((entry) => entry.lesson !== progress.lesson);
    const completedLessons = course.completedLessons + (completedNow ? 1 : 0);
    return {
      ...course,
      progress: [...others, { ...progress, completed: progress.completed || Boolean(before?.completed) }],
      completedLessons,
      percent: progressPercent(completedLessons, course.totalLessons),
    };
  });
  if (!completedNow) return;
  void queryClient.invalidateQueries({ queryKey: myCoursesKey });
  void queryClient.invalidateQueries({ queryKey: myCertificatesKey });
}

/** 'Complete and continue' on a text or download lesson. */
export function useCompleteLesson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (progress) => storeLessonProgress(queryClient, slug, progress),
  });
}

export function useSubmitLessonQuiz(slug: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: TLessonQuizAttempt) => submitLessonQuiz(lessonId, attempt),
    onSuccess: (result) => storeLessonProgress(queryClient, slug, result.progress),
  });
}
