import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { TContentField, TContentFormValues } from '#web/features/admin/lib/content-fields.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';

type TContentFieldInputProps = {
  field: TContentField;
  control: Control<TContentFormValues>;
  register: UseFormRegister<TContentFormValues>;
  error?: string;
};

const JSON_HINTS: Record<string, string> = {
  socialLinks:
    'Advanced (JSON): a list like [{"label": "LinkedIn", "url": "https://…"}]. Leave empty for none.',
};

/** One field of the generic content form, its control picked by the field's kind. */
export function ContentFieldInput({ field, control, register, error }: TContentFieldInputProps) {
  const label = field.isOptional ? `${field.label} (optional)` : field.label;
  const { name } = field;
  switch (field.kind) {
    case 'rich':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: control_ }) => (
            <RichTextEditor
              label={label}
              value={typeof control_.value === 'string' ? control_.value : ''}
              onChange={control_.onChange}
              onBlur={control_.onBlur}
              error={error}
            />
          )}
        />
      );
    case 'long':
      return <TextAreaField label={label} error={error} {...register(name)} />;
    case 'number':
      return <TextField label={label} type="number" inputMode="numeric" error={error} {...register(name)} />;
    case 'boolean':
      return <CheckboxField label={label} error={error} {...register(name)} />;
    case 'enum':
      return (
        <SelectField
          label={label}
          error={error}
          placeholder="Choose…"
          options={field.options.map((option) => ({ value: option, label: option }))}
          {...register(name)}
        />
      );
    case 'tags':
      return <TextField label={label} hint="Separate tags with commas." error={error} {...register(name)} />;
    case 'json':
      return (
        <TextAreaField
          label={`${label} — advanced, JSON`}
          hint={JSON_HINTS[name] ?? 'Advanced: enter the value as JSON.'}
          error={error}
          className="content-form__json"
          spellCheck={false}
          {...register(name)}
        />
      );
    default:
      return <TextField label={label} error={error} {...register(name)} />;
  }
}
