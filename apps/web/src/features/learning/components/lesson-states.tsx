import { LEARNING_MESSAGES, type TLessonAccess } from '@curio/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CourseNotFound } from '#web/components/layout/course-not-found.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { LockIcon } from '#web/components/ui/icons.tsx';
import { loginPathReturningTo } from '#web/lib/login-return.ts';
import { paths, profileTabPaths } from '#web/lib/paths.ts';

/** Why a lesson does not open, as the page says it. */
export type TLockReason = 'sign-in' | 'awaiting-payment' | 'locked';

/** The reason for a lesson the visitor may not open, from what the course says of them. */
export const lockReason = (access: TLessonAccess, isLoggedIn: boolean): TLockReason =>
  !isLoggedIn ? 'sign-in' : access === 'awaiting-payment' ? 'awaiting-payment' : 'locked';

function StateBox({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="lesson-state lesson-state--locked">
      <LockIcon width="28" height="28" aria-hidden="true" className="lesson-state__icon" />
      <h2 className="lesson-state__title">{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}

/**
 * The player's place for a lesson that does not open (docs/product.md#the-learners-pages): signed out, a
 * login that returns here; an order awaiting payment, the order; otherwise the course page, where it is
 * bought. `message` is the server's own word when it refused the lesson.
 */
export function LockedLesson({
  reason,
  slug,
  message,
}: {
  reason: TLockReason;
  slug: string;
  message?: string;
}) {
  const location = useLocation();
  if (reason === 'sign-in')
    return (
      <StateBox
        title={LEARNING_MESSAGES.signInTitle}
        text={LEARNING_MESSAGES.signInToLearn}
        action={
          <Link className={buttonClass('primary')} to={loginPathReturningTo(location.pathname)}>
            {LEARNING_MESSAGES.signIn}
          </Link>
        }
      />
    );
  if (reason === 'awaiting-payment')
    return (
      <StateBox
        title={LEARNING_MESSAGES.awaitingPaymentTitle}
        text={message ?? LEARNING_MESSAGES.awaitingPayment}
        action={
          <Link className={buttonClass('secondary')} to={profileTabPaths.orders}>
            {LEARNING_MESSAGES.seeOrders}
          </Link>
        }
      />
    );
  return (
    <StateBox
      title={LEARNING_MESSAGES.lessonLockedTitle}
      text={message ?? LEARNING_MESSAGES.lessonLocked}
      action={
        <Link className={buttonClass('primary')} to={paths.courseDetail.to(slug)}>
          {LEARNING_MESSAGES.seeCourse}
        </Link>
      }
    />
  );
}

/** A read that failed for another reason: what happened and the one thing to do. */
export function LessonLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="lesson-state lesson-state--error" role="alert">
      <p>{LEARNING_MESSAGES.lessonLoadFailed}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry} disabled={isRetrying}>
        {LEARNING_MESSAGES.tryAgain}
      </button>
    </div>
  );
}

/** The course of a lesson page could not be read: an unknown course is a 404 page, anything else a retry. */
export function CourseLoadFailure({ query }: { query: UseQueryResult }) {
  if (query.error instanceof ApiError && query.error.status === 404) return <CourseNotFound />;
  return (
    <div className="container learn__error">
      <LessonLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    </div>
  );
}
