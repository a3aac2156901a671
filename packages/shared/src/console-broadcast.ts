import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { MESSAGES } from './messages.ts';

const M = MESSAGES.broadcast;

/**
 * Where a broadcast may point: a page of this site (`/courses`, never `//host`, which browsers read as
 * another site) or an https address. Nothing else: no `javascript:`, no plain http.
 */
export function isBroadcastLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST /api/admin/notifications: a message every learner sees on their notification page. */
export const ZBroadcastRequest = z.object({
  title: zText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120),
  message: zMultilineText({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(2000),
  link: zText()
    .trim()
    .max(500)
    .refine((link) => link === '' || isBroadcastLink(link), M.linkInvalid)
    .transform((link) => link || undefined)
    .optional(),
});
export type TBroadcastRequest = z.input<typeof ZBroadcastRequest>;

export const ZBroadcast = z.object({
  _id: z.uuid(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type TBroadcast = z.infer<typeof ZBroadcast>;
