import type { TQuizQuestion } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

/** The questions and options only: the server never sends the correct answers before an attempt. */
export const getQuiz = (courseId: string, signal?: AbortSignal) =>
  api.get<TQuizQuestion[]>(`/course/${encodeURIComponent(courseId)}/quiz`, signal);

export const quizQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKeys.quiz(courseId), queryFn: ({ signal }) => getQuiz(courseId, signal) });

export const useQuiz = (courseId: string) => useQuery(quizQueryOptions(courseId));
