import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import {
  MESSAGES,
  ZCategoryCreateRequest,
  type TAdminCategory,
  type TCategoryCreateRequest,
} from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, schemaResolver } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useRenameCategory } from '#web/features/console/catalogue/api/categories.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { useInlineRename } from '#web/features/console/catalogue/lib/use-inline-rename.ts';

type TCategoryRowProps = {
  category: TAdminCategory;
  handle: ReactNode;
  onDelete: (category: TAdminCategory) => void;
  /** A rename refused as stale: the page shows the message with its Reload action. */
  onStale: (message: string) => void;
};

const courseCount = (n: number) => (n === 1 ? '1 course' : `${String(n)} courses`);

/** One category: drag handle, name (renamed in place), how many courses it holds, delete. */
export function CategoryRow({ category, handle, onDelete, onStale }: TCategoryRowProps) {
  const { isEditing, buttonRef: renameButton, start: startRename, end: endRename } = useInlineRename();
  return (
    <div className="category-row">
      {handle}
      {isEditing ? (
        <RenameForm category={category} onDone={endRename} onStale={onStale} />
      ) : (
        <>
          <span className="category-row__name">{category.name}</span>
          <span className="category-row__count">{courseCount(category.courseCount)}</span>
          <div className="category-row__actions">
            <Button
              ref={renameButton}
              variant="secondary"
              onClick={startRename}
              aria-label={`Rename ${category.name}`}
            >
              Rename
            </Button>
            <Button variant="ghost" onClick={() => onDelete(category)} aria-label={`Delete ${category.name}`}>
              Delete
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

type TRenameFormProps = Pick<TCategoryRowProps, 'category' | 'onStale'> & { onDone: () => void };

function RenameForm({ category, onDone, onStale }: TRenameFormProps) {
  const form = useForm<TCategoryCreateRequest>({
    resolver: schemaResolver(ZCategoryCreateRequest, { error: friendlyError }),
    defaultValues: { name: category.name },
  });
  const rename = useRenameCategory();
  // The field opens because the editor asked to rename: put them in it. Not `autoFocus`: the shipped build
  // (Preact, ADR 011) only writes the attribute, which a browser honours once per document.
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const onSubmit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: category._id, name, version: category.updatedAt },
      {
        onSuccess: ({ message }) => {
          toast.success(message || MESSAGES.admin.saved);
          onDone();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          // Stale: the page's notice offers Reload; the typed name stays here, to save again after it.
          if (isConflict(error) && error.message === MESSAGES.admin.staleEdit) onStale(error.message);
          else if (isConflict(error)) {
            form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
          } else toastError(error, 'The category could not be renamed. Try again.');
        },
      },
    ),
  );
  return (
    <form className="category-row__rename" onSubmit={onSubmit} noValidate>
      <TextField
        label={`New name for ${category.name}`}
        autoComplete="off"
        {...form.register('name', { onChange: () => form.clearErrors('name') })}
        error={form.formState.errors.name?.message}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <Button type="submit" isLoading={rename.isPending}>
        Save
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
