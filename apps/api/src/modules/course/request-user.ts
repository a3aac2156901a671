import type { AuthUser } from '#api/plugins/auth.ts';

/** Routes behind `authenticate` always have a user; this narrows the type without a `!`. */
export function authUser<T extends AuthUser>(user: T | null): T {
  if (!user) throw new Error('authenticate did not run');
  return user;
}

/** The signed-in user's id (routes behind `authenticate`). */
export const userId = (user: AuthUser | null): string => authUser(user).id;
