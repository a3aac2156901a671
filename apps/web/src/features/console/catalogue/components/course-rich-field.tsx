import { Controller, type Path } from 'react-hook-form';
import type { TCourseFormValues } from '#web/features/console/catalogue/lib/course-form.ts';
import {
  useCourseFieldError,
  useCourseForm,
} from '#web/features/console/catalogue/lib/course-form-context.ts';
import { RichTextEditor } from '#web/features/console/shell/components/rich-text-editor.tsx';

type TCourseRichFieldProps = { name: Path<TCourseFormValues>; label: string; hint?: string };

/** One rich-text field of the course form, edited with TipTap. */
export function CourseRichField({ name, label, hint }: TCourseRichFieldProps) {
  const { control } = useCourseForm();
  const errorOf = useCourseFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          label={label}
          hint={hint}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );
}
