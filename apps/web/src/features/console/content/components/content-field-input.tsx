import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type {
  TContentField,
  TContentFormValues,
  TLinkRow,
} from '#web/features/console/content/lib/content-fields.ts';
import { messageAt } from '#web/features/console/shell/lib/form-errors.ts';
import { ImageField } from '#web/features/console/shell/components/image-field.tsx';
import { LinkListField } from '#web/features/console/shell/components/link-list-field.tsx';
import { RichTextEditor } from '#web/features/console/shell/components/rich-text-editor.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';

type TContentFieldInputProps = {
  field: TContentField;
  control: Control<TContentFormValues>;
  register: UseFormRegister<TContentFormValues>;
  errors: FieldErrors<TContentFormValues>;
};

/** One field of the generic content form, its control picked by the field's marker (packages/shared). */
export function ContentFieldInput({ field, control, register, errors }: TContentFieldInputProps) {
  const label = field.isOptional ? `${field.label} (optional)` : field.label;
  const { name } = field;
  const error = messageAt(errors, name);
  /** A control that is not a native input: react-hook-form hands it the value and takes its changes. */
  const controlled = (render: (props: ControllerRenderProps<TContentFormValues>) => ReactElement) => (
    <Controller control={control} name={name} render={({ field: props }) => render(props)} />
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (field.kind) {
    case 'rich':
      return controlled(({ value, onChange, onBlur }) => (
        <RichTextEditor label={label} value={text(value)} onChange={onChange} onBlur={onBlur} error={error} />
      ));
    case 'image':
      return controlled(({ value, onChange, onBlur }) => (
        <ImageField
          label={field.label}
          isOptional={field.isOptional}
          value={text(value)}
          onChange={onChange}
          onBlur={onBlur}
          error={error}
        />
      ));
    case 'links':
      return controlled(({ value, onChange }) => (
        <LinkListField
          legend={field.label}
          isOptional={field.isOptional}
          value={Array.isArray(value) ? value : []}
          onChange={(links: TLinkRow[]) => onChange(links)}
          errorAt={(index, part) => messageAt(errors, `${name}.${String(index)}.${part}`)}
          error={error}
        />
      ));
    case 'long':
    case 'embed':
      return <TextAreaField label={label} error={error} {...register(name)} />;
    case 'year':
      return <TextField label={label} type="number" inputMode="numeric" error={error} {...register(name)} />;
    case 'choice':
      return (
        <SelectField
          label={label}
          error={error}
          placeholder="Choose…"
          options={field.options}
          {...register(name)}
        />
      );
    case 'slug':
      return <TextField label={label} hint={field.hint} error={error} {...register(name)} />;
    case 'tags':
      return <TextField label={label} hint="Separate tags with commas." error={error} {...register(name)} />;
    default:
      return <TextField label={label} error={error} {...register(name)} />;
  }
}
