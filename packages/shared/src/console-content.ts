import { z } from 'zod';
import { ZConsoleListQuery, ZReorderRequest, ZVersion } from './console.ts';

/**
 * The console's content requests and replies, built from a type's create fields (`CONTENT_INPUTS`,
 * content-types/, in the database's field names). The update is the same fields, each optional, with the
 * version loaded; the reply adds the id, whether it is published, its place (where the site shows an order)
 * and its times. Rich-text fields are sanitized on write with the site's allowlist; gallery embeds keep
 * only the platform's own iframes.
 */

const zPublished = z.object({ published: z.boolean().optional() });

/** POST /api/admin/content/{type}: the fields, and `published` (true unless sent false). */
export const contentCreateRequest = <T extends z.ZodObject>(fields: T) => fields.extend(zPublished.shape);
/** PATCH /api/admin/content/{type}/{id}: any of the fields, with the version loaded. */
export const contentUpdateRequest = <T extends z.ZodObject>(fields: T) =>
  fields.partial().extend(ZVersion.shape);
/** The console's view of one item: the fields, `_id`, `published`, `sortOrder` (ordered types) and times. */
export const contentConsoleItem = <T extends z.ZodObject>(fields: T) =>
  fields.extend({
    _id: z.uuid(),
    published: z.boolean(),
    sortOrder: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

/** PUT /api/admin/content/{type}/{id}/published. */
export const ZContentPublishRequest = z.object({ published: z.boolean() }).extend(ZVersion.shape);
export type TContentPublishRequest = z.input<typeof ZContentPublishRequest>;

/** PUT /api/admin/content/{type}/order: every id of the type, once each, in the new order. */
export const ZContentOrderRequest = ZReorderRequest;

/**
 * GET /api/admin/content/{type}: `q` searches the title (or name, question, award name); `published`
 * filters; sort by `order` (default for ordered types), `title`, `createdAt` (default for dated types) or
 * `updatedAt`.
 */
export const ZContentListQuery = ZConsoleListQuery.extend({
  published: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TContentListQuery = z.infer<typeof ZContentListQuery>;
