/**
 * Whether a Postgres error has this SQLSTATE, whichever driver raised it (drizzle may wrap it in `cause`).
 */
function hasSqlState(err: unknown, state: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === state || e?.cause?.code === state;
}

/** unique_violation: a row with this key exists already. */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');

/** foreign_key_violation: the row it points at does not exist (or was deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown) => hasSqlState(err, '23503');

/** invalid_parameter_value: a value the database cannot use, such as a time zone name it does not know. */
export const isInvalidParameter = (err: unknown) => hasSqlState(err, '22023');
