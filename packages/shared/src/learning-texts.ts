// zod-free on purpose: the course page and the lesson page import these without pulling in the schemas.

import { countText } from './plurals.ts';
export const LESSON_KIND_VALUES = ['video', 'text', 'download', 'quiz'] as const;
export type TLessonKind = (typeof LESSON_KIND_VALUES)[number];

export const LESSON_KIND_LABELS: Record<TLessonKind, string> = {
  video: 'Video',
  text: 'Reading',
  download: 'Download',
  quiz: 'Quiz',
};

/**
 * What a visitor may do with a course's lessons (docs/product.md#learning):
 * - `open`: every published lesson (a confirmed or completed order, or staff);
 * - `awaiting-payment`: the learner's order is pending: previews only, and the page says why;
 * - `preview`: not theirs (or signed out): free previews only.
 */
export const LESSON_ACCESS_VALUES = ['open', 'awaiting-payment', 'preview'] as const;
export type TLessonAccess = (typeof LESSON_ACCESS_VALUES)[number];

/** A video lesson is complete once this share of its length has been watched (distinct seconds). */
export const VIDEO_COMPLETE_SHARE = 0.9;
/** The pass mark of a quiz when the course names none, in percent. */
export const DEFAULT_PASS_PERCENT = 70;
/** Playback faster than this is not believed: a report may claim at most this many seconds per second. */
export const MAX_PLAYBACK_RATE = 2;

/** A course's progress in whole percent: lessons complete of its published lessons (0 without lessons). */
export const progressPercent = (completed: number, total: number) =>
  total === 0 ? 0 : Math.min(100, Math.floor((completed / total) * 100));

/** '1:05:09' or '12:04' for a length in seconds; '0:00' for none. */
export function formatLessonDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export const LEARNING_MESSAGES = {
  lessonNotFound: 'Lesson not found',
  /** A lesson of a course the visitor has not bought (the player's place). */
  lessonLocked: 'This lesson is part of the course. Buy the course to open it.',
  /** The learner's order of the course is pending. */
  awaitingPayment: 'Your order is awaiting payment. The lessons open as soon as your payment is confirmed.',
  signInToLearn: 'Sign in to open the lessons of your courses.',
  startLearning: 'Start learning',
  continueLearning: 'Continue learning',
  reviewCourse: 'Review the course',
  previewBadge: 'Preview',
  completeAndContinue: 'Complete and continue',
  markedComplete: 'Lesson completed',
  courseCompleted: 'You have completed this course.',
  previousLesson: 'Previous lesson',
  nextLesson: 'Next lesson',
  outlineTitle: 'Course content',
  openOutline: 'Course content',
  closeOutline: 'Close course content',
  noLessonsYet: 'The lessons of this course are being prepared.',
  videoNotReady: 'This video is being prepared. Try again in a few minutes.',
  mediaExpired: 'This link has expired. Open the lesson again.',
  progressInvalid: 'This progress report does not fit the video.',
  lessonNotOpen: 'You cannot complete a lesson you cannot open.',
  /** A cookie for another video or file, or one that was altered. */
  mediaForbidden: 'This media file is not open to you. Open its lesson again.',
  /** POST …/progress on a lesson that is not a video. */
  progressVideoOnly: 'Only a video lesson reports playback progress.',
  /** POST …/complete on a video: it completes by being watched. */
  videoCompletesWhenWatched: `A video lesson completes once ${String(Math.round(VIDEO_COMPLETE_SHARE * 100))}% of it has been watched.`,
  /** POST …/complete on a quiz: it completes by being passed. */
  quizCompletesWhenPassed: 'A quiz lesson completes when you pass it.',
  /** POST …/quiz on a lesson that is not a quiz. */
  notAQuiz: 'This lesson has no quiz.',
  quizNotPassed: (percent: number) => `You need ${percent}% to pass this quiz. Try again.`,
  quizPassed: 'Quiz passed',
  download: (fileName: string) => `Download ${fileName}`,
  progressLabel: (percent: number) => `${percent}% complete`,
  lessonsCompleted: (done: number, total: number) => `${done} of ${total} lessons completed`,
  // The lesson page (docs/product.md#the-learners-pages).
  lessonNotFoundText: 'There is no lesson at this address. It may have been moved or removed.',
  lessonLockedTitle: 'This lesson is locked',
  awaitingPaymentTitle: 'Awaiting payment',
  signInTitle: 'Sign in to continue',
  signIn: 'Sign in',
  seeCourse: 'See the course',
  seeOrders: 'See your orders',
  lessonLoadFailed: 'The lesson could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
  loadingLesson: 'Loading the lesson…',
  loadingPlayer: 'Loading the video player…',
  videoFailed: 'The video could not be played. Reload the lesson to try again.',
  reloadLesson: 'Reload the lesson',
  watchToComplete: 'Watch the video to complete this lesson.',
  passQuizToComplete: (percent: number) => `Pass the quiz (${percent}% or more) to complete this lesson.`,
  completedTag: 'Completed',
  lockedTag: 'Locked',
  /** Staff see drafts in the outline, marked. */
  draftTag: 'Draft',
  currentTag: 'Current lesson',
  lessonPosition: (number: number, total: number) => `Lesson ${number} of ${total}`,
  courseProgress: (courseName: string) => `Progress in ${courseName}`,
  submitQuiz: 'Submit answers',
  answerEveryQuestion: 'Answer every question, then submit.',
  quizScore: (score: number, total: number) => `You answered ${score} of ${total} correctly.`,
  quizCorrect: 'Correct',
  quizIncorrect: (answer: string) => `Incorrect. The answer is: ${answer}`,
  retryQuiz: 'Retry the quiz',
  lessonNavigation: 'Previous and next lessons',
  playbackSpeed: 'Playback speed',
  captions: 'Captions',
} as const;

/** '1.4 MB', '820 KB', '312 bytes': a file's size as the lesson page and the console show it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return countText(bytes, 'byte');
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
