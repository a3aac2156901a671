import type { TCourseStatus } from '@curio/shared';
import type { TBadgeTone } from '#web/features/console/shell/components/status-badge.tsx';

/** How a course's status reads in the console; only 'Published' is on the public site. */
export const COURSE_STATUS_BADGES: Record<TCourseStatus, { label: string; tone: TBadgeTone }> = {
  draft: { label: 'Draft', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
};
