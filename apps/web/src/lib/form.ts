import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormWith } from './form-fields.ts';

/**
 * A react-hook-form form validated by the same zod schema the server uses (epic-stack habit).
 * Validation runs on submit; editing a field clears its error (docs/product.md#pages: "error flags clear per field
 * when that field is edited"), and the next submit checks again.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  const [resolver] = useState(() => zodResolver(schema));
  return useFormWith(resolver, defaultValues);
}

// What every form shares lives in form-fields.ts (no validation library there: /login's first load uses it).
export { applyServerErrors, firstErrorMessage } from './form-fields.ts';
