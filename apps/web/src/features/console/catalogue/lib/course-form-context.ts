import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import type { TCourseFormValues, TCourseRequest } from './course-form.ts';

/** The course editor's form, for its sections (they sit under its FormProvider). */
export const useCourseForm = () => useFormContext<TCourseFormValues, unknown, TCourseRequest>();

type TName = Path<TCourseFormValues>;

/** The error message of a (possibly nested) field, for the field's own message line. */
export function useCourseFieldError() {
  const { control } = useCourseForm();
  const { errors } = useFormState({ control });
  return (name: TName) => (get(errors, name) as FieldError | undefined)?.message;
}

/** Props for a TextField of the course form: its registration and its error. */
export function useCourseField() {
  const form = useCourseForm();
  const errorOf = useCourseFieldError();
  return (name: TName, options?: RegisterOptions<TCourseFormValues, TName>) => ({
    ...form.register(name, options),
    error: errorOf(name),
  });
}
