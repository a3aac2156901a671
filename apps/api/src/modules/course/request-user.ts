/** Routes behind `authenticate` always have a user; this narrows the type without a `!`. */
export function userId(user: { id: string } | null): string {
  if (!user) throw new Error('authenticate did not run');
  return user.id;
}
