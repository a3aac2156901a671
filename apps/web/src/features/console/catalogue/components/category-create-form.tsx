import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { ZCategoryCreateRequest, type TCategoryCreateRequest } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, schemaResolver } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useCreateCategory } from '#web/features/console/catalogue/api/categories.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';

/** 'New category': it goes last in the catalogue's tabs. A taken name shows next to the field. */
export function CategoryCreateForm() {
  const form = useForm<TCategoryCreateRequest>({
    resolver: schemaResolver(ZCategoryCreateRequest, { error: friendlyError }),
    defaultValues: { name: '' },
  });
  const create = useCreateCategory();
  const onSubmit = form.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: ({ message }) => {
        toast.success(message || 'Category created');
        form.reset({ name: '' });
      },
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        if (error instanceof ApiError && error.status === 409) {
          form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        toastError(error, 'The category could not be created. Try again.');
      },
    }),
  );
  return (
    <form className="category-create" onSubmit={onSubmit} noValidate aria-label="New category">
      <TextField
        label="New category name"
        autoComplete="off"
        {...form.register('name', { onChange: () => form.clearErrors('name') })}
        error={form.formState.errors.name?.message}
      />
      <Button type="submit" isLoading={create.isPending}>
        Add category
      </Button>
    </form>
  );
}
