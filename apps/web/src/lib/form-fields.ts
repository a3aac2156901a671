import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * A react-hook-form form with the site's validation habits: on submit only, a field's error cleared when it
 * is edited (docs/product.md#pages), and `field(name)` with what a TextField needs. `useZodForm` (form.ts)
 * and `useLazyZodForm` (lazy-form.ts) give it their resolver (`schemaResolver`, form.ts); this module
 * validates nothing itself.
 */
export function useFormWith<TIn extends FieldValues, TOut extends FieldValues>(
  resolver: Resolver<TIn, unknown, TOut>,
  defaultValues: DefaultValues<TIn>,
  onFieldFocus?: () => void,
) {
  const form = useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  /** Props for a TextField: the registration, the clear-on-edit hook and the current error. */
  const field = (name: Path<TIn>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    ...(onFieldFocus ? { onFocus: onFieldFocus } : {}),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return { ...form, field };
}

/**
 * Puts a 400's `errors[]` next to the fields they name; returns whether any matched. `fieldOf` maps a request
 * path to the form's field when the two differ (checkout's 'address.mobile' is the form's 'mobile').
 */
export function applyServerErrors<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  error: unknown,
  fieldOf: (path: string) => string = (path) => path,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = Object.keys(form.getValues());
  let matched = false;
  for (const { field: path, message } of error.errors) {
    const field = fieldOf(path);
    if (!names.includes(field)) continue;
    form.setError(field as Path<TIn>, { type: 'server', message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}

/** The first error message of a failed submit, in the order the fields were declared. */
export function firstErrorMessage(
  errors: Record<string, { message?: unknown } | undefined>,
  order: string[],
) {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
