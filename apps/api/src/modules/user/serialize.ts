import type { UserRow } from '@curio/db';
import type { TUser } from '@curio/shared';

/** The only way a user leaves the API: an allowlist of fields, so no hash or token version can leak. */
export const toPublicUser = (row: UserRow): TUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  profileImage: row.profileImage,
  role: row.role,
  notificationPreferences: row.notificationPreferences,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
