import { z } from 'zod';
import { ZOrderStatus } from './commerce.ts';
import { ZConsoleListQuery, ZVersion } from './console.ts';
import { ZRole } from './user.ts';

/** Sortable fields of the users list (`-field` for descending); newest first by default. */
export const ADMIN_USER_SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;

/** GET /api/admin/users: `q` searches name, email and phone. */
export const ZAdminUserListQuery = ZConsoleListQuery.extend({
  role: ZRole.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: z.enum(ADMIN_USER_SORTS).optional(),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

/** A learner or staff member as the console lists them; `updatedAt` is the version an edit carries. */
export const ZAdminUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: ZRole,
  disabled: z.boolean(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** One of a user's orders on their console page; `amount` in dollars, as every order on the wire. */
export const ZAdminUserOrder = z.object({
  _id: z.uuid(),
  reference: z.string(),
  status: ZOrderStatus,
  amount: z.number(),
  createdAt: z.string(),
});
export type TAdminUserOrder = z.infer<typeof ZAdminUserOrder>;

/** GET /api/admin/users/{id}: the user and their orders, newest first. */
export const ZAdminUserDetail = ZAdminUser.extend({ orders: z.array(ZAdminUserOrder) });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** PATCH /api/admin/users/{id}/role */
export const ZUserRoleRequest = ZVersion.extend({ role: ZRole });
export type TUserRoleRequest = z.input<typeof ZUserRoleRequest>;

/** PATCH /api/admin/users/{id}/status: disable (its tokens stop working at once) or enable an account. */
export const ZUserStatusRequest = ZVersion.extend({ disabled: z.boolean() });
export type TUserStatusRequest = z.input<typeof ZUserStatusRequest>;
