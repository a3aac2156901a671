import { useState } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useFormWith } from './form-fields.ts';

/**
 * `useZodForm` for a landing page (/login): the schema (and zod with it) and its binding (`schemaResolver`,
 * form.ts) load when the form is first used (a field's first focus, at the latest the first submit), so the
 * page's first load carries none of them. Validation runs on submit only, so nothing shown waits on the load.
 */
export function useLazyZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
  defaultValues: DefaultValues<TIn>,
) {
  const [{ resolver, warm }] = useState(() => {
    let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
    const load = () =>
      (loading ??= Promise.all([import('./form.ts'), loadSchema()]).then(([{ schemaResolver }, schema]) =>
        schemaResolver<TIn, z.ZodType<TOut, TIn>>(schema),
      ));
    const lazy: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
      (await load())(values, context, options);
    return { resolver: lazy, warm: () => void load() };
  });
  return useFormWith(resolver, defaultValues, warm);
}
