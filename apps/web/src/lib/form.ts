import { useState } from 'react';
import {
  get,
  set,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { useFormWith } from './form-fields.ts';

export type TSchemaResolverOptions<TForm> = {
  /**
   * The request the form's values make, when the form is shaped otherwise (default: the values as they are).
   */
  toRequest?: (values: TForm) => unknown;
  /** The form field a problem at a request path shows on (default: the path joined with dots). */
  formPathOf?: (path: readonly PropertyKey[]) => string;
  /** Texts for the problems the schema words no message of its own for (a zod error map). */
  error?: z.core.$ZodErrorMap;
};

const joined = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The site's one binding of a zod schema to a react-hook-form form (public forms and the console alike): the
 * form's values become the request (`toRequest`), the same schema the server uses checks it, and each problem
 * shows on the form field `formPathOf(request path)`, the first problem of a field only (the one to fix
 * first). The submit handler gets the parsed request.
 */
export function schemaResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  { toRequest = (values) => values, formPathOf = joined, error }: TSchemaResolverOptions<TForm> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  return (values) => {
    const result = schema.safeParse(toRequest(values), error ? { error } : undefined);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TForm> = {};
    for (const issue of result.error.issues) {
      const path = formPathOf(issue.path);
      if (get(errors, path) === undefined) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/**
 * A react-hook-form form validated by the same zod schema the server uses (epic-stack habit), through
 * `schemaResolver`. Validation runs on submit; editing a field clears its error (docs/product.md#pages:
 * "error flags clear per field when that field is edited"), and the next submit checks again.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  const [resolver] = useState(() => schemaResolver<TIn, z.ZodType<TOut, TIn>>(schema));
  return useFormWith(resolver, defaultValues);
}

// What every form shares lives in form-fields.ts (no validation library there: /login's first load uses it).
export { applyServerErrors, firstErrorMessage } from './form-fields.ts';
