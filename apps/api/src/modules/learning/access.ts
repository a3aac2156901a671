import type { TLessonAccess, TOrderStatus } from '@curio/shared';
import type { AuthUser } from '#api/lib/auth.ts';

/**
 * Who may open what (docs/product.md#access-and-progress, ADR 031). Staff open every lesson of every
 * course, drafts included; a learner opens every published lesson of a published course once an order of
 * theirs containing it is confirmed or completed; a pending order only says 'awaiting payment'; a cancelled
 * one gives nothing; a free-preview lesson is open to everyone.
 */

/** The caller: a signed-in user as `authenticate` read them, or null (anonymous). */
export type TViewer = Pick<AuthUser, 'id' | 'role'> | null;

export const isStaff = (viewer: TViewer) => viewer?.role === 'admin' || viewer?.role === 'editor';

/** The access a viewer has to a course, from the statuses of their orders that contain it. */
export function courseAccess(viewer: TViewer, orderStatuses: readonly TOrderStatus[]): TLessonAccess {
  if (isStaff(viewer)) return 'open';
  if (orderStatuses.some((status) => status === 'confirmed' || status === 'completed')) return 'open';
  if (orderStatuses.includes('pending')) return 'awaiting-payment';
  return 'preview';
}

/** May the viewer open this lesson (already known to be one they may see)? */
export const mayOpenLesson = (access: TLessonAccess, lesson: { freePreview: boolean }) =>
  access === 'open' || lesson.freePreview;

/**
 * May the viewer see that the lesson exists? Drafts, and every lesson of a course that is not published,
 * are staff's only: to anyone else they are unknown (404), never named.
 */
export const isVisibleLesson = (viewer: TViewer, lesson: { status: string; courseStatus: string }): boolean =>
  isStaff(viewer) || (lesson.status === 'published' && lesson.courseStatus === 'published');
