import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyError } from './zod-messages.ts';

const joined = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * A react-hook-form resolver from a shared request schema: the form's values become the request
 * (`toRequest`), the same schema the server uses checks it, and each problem shows on the form field
 * `formPathOf(request path)`, the first problem of a field only (the one to fix first). The submit handler
 * gets the parsed request.
 */
export function schemaResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toRequest: (values: TForm) => unknown,
  formPathOf: (path: readonly PropertyKey[]) => string = joined,
): Resolver<TForm, unknown, z.output<TSchema>> {
  return (values) => {
    const result = schema.safeParse(toRequest(values), { error: friendlyError });
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TForm> = {};
    for (const issue of result.error.issues) {
      const path = formPathOf(issue.path);
      if (get(errors, path) === undefined) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
