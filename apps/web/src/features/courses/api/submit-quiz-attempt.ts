import type { TQuizAttemptRequest, TQuizAttemptResult } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** The server grades the attempt and keeps it; the reply carries the score and the correct answers. */
export const submitQuizAttempt = (courseId: string, body: TQuizAttemptRequest) =>
  api.post<TQuizAttemptResult>(`/course/${encodeURIComponent(courseId)}/quiz/attempt`, body);

export const useSubmitQuizAttempt = (courseId: string) =>
  useMutation({ mutationFn: (body: TQuizAttemptRequest) => submitQuizAttempt(courseId, body) });
