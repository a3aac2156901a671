import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { MESSAGES } from './messages.ts';
import { zLink } from './rules.ts';

const M = MESSAGES.broadcast;

/** POST /api/admin/notifications: a message every learner sees on their notification page. */
export const ZBroadcastRequest = z.object({
  title: zText({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120),
  message: zMultilineText({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(2000),
  /** Optional: blank is no link (`zLink`). */
  link: zLink()
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
