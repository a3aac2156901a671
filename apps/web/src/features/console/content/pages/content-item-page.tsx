import '#web/features/console/content/content.css';
import {
  CONTENT_INPUTS,
  contentCreateRequest,
  MESSAGES,
  suggestSlug,
  ZContentType,
  type TContentType,
} from '@curio/shared';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import {
  fetchContentItem,
  useContentItem,
  useSaveContent,
  type TContentItem,
} from '#web/features/console/content/api/content.ts';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { ContentFieldInput } from '#web/features/console/content/components/content-field-input.tsx';
import { ItemOnSite } from '#web/features/console/content/components/content-on-site.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import {
  CONTENT_TYPE_LABELS,
  contentConflictFields,
  contentFieldsOf,
  contentFormPathOf,
  titleFieldOf,
  toFormValues,
  toRequestBody,
  type TContentFormValues,
} from '#web/features/console/content/lib/content-fields.ts';
import { useUnsavedGuard } from '#web/features/console/shell/lib/use-unsaved-guard.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { ConsoleNotFoundPage } from '#web/features/console/shell/pages/console-not-found-page.tsx';

/** `/admin/content/:type/new` and `/admin/content/:type/:id`: one form for every type, from its schema. */
export function ContentItemPage() {
  const params = useParams();
  const parsed = ZContentType.safeParse(params.type);
  if (!parsed.success) return <ConsoleNotFoundPage />;
  return params.id ? <EditItem type={parsed.data} id={params.id} /> : <NewItem type={parsed.data} />;
}

const backTo = (type: TContentType) => (
  <Link to={paths.admin.contentType.to(type)}>← All {CONTENT_TYPE_LABELS[type]}</Link>
);

function NewItem({ type }: { type: TContentType }) {
  return (
    <div className="console-page">
      <PageHeader
        title={`New ${CONTENT_TYPE_LABELS[type]} item`}
        description="Fill in every field that is not optional, then save."
        back={backTo(type)}
      />
      <ItemOnSite type={type} />
      <ContentForm key={type} type={type} />
    </div>
  );
}

function EditItem({ type, id }: { type: TContentType; id: string }) {
  const item = useContentItem(type, id);
  const title = item.data ? String(item.data[titleFieldOf(type)] ?? '') : '';
  return (
    <div className="console-page">
      <PageHeader
        title={title || `${CONTENT_TYPE_LABELS[type]} item`}
        description="Edit the fields, then save. Publishing is done from the list."
        back={backTo(type)}
      />
      <QueryState query={item} loadingLabel="Loading the item…" empty={null} isEmpty={() => false}>
        {(data) => (
          <>
            <ItemOnSite type={type} item={data} />
            <ContentForm
              key={`${data._id}:${data.updatedAt}`}
              type={type}
              item={data}
              onReload={() => void item.refetch()}
              isReloading={item.isFetching}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

const noop = () => undefined;

type TContentFormProps = {
  type: TContentType;
  item?: TContentItem;
  onReload?: () => void;
  isReloading?: boolean;
};

function ContentForm({ type, item, onReload, isReloading = false }: TContentFormProps) {
  const fields = useMemo(() => contentFieldsOf(type), [type]);
  const schema = useMemo(() => contentCreateRequest(CONTENT_INPUTS[type]), [type]);
  const navigate = useNavigate();
  const save = useSaveContent(type, item?._id);
  const form = useForm<TContentFormValues>({
    defaultValues: { ...toFormValues(fields, item), published: true },
  });
  const latest = item && (async () => toFormValues(fields, await fetchContentItem(type, item._id)));
  const outcome = useConflictNotice(
    onReload ?? noop,
    isReloading,
    formCompare(form, contentConflictFields(fields), latest),
  );
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedGuard(isDirty);
  const slugField = fields.find((field) => field.slugFrom !== undefined);

  // A new item's slug follows its title until the editor types a slug of their own (as a course's does).
  useEffect(() => {
    if (item || !slugField?.slugFrom) return undefined;
    const { name: slug, slugFrom } = slugField;
    const subscription = form.watch((values, { name }) => {
      if (name === slugFrom && !form.getFieldState(slug).isDirty)
        form.setValue(slug, suggestSlug(String(values[name] ?? '')));
    });
    return () => subscription.unsubscribe();
  }, [form, slugField, item]);

  const onSubmit = form.handleSubmit((values) => {
    const body = toRequestBody(fields, values);
    const checked = schema.safeParse(
      { ...body, published: values.published === true },
      { error: friendlyError },
    );
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues)
        messages[contentFormPathOf(fields, issue.path)] ??= issue.message;
      Object.entries(messages).forEach(([name, message], index) =>
        form.setError(name, { type: 'validate', message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    const request = item
      ? {
          ...Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'published')),
          version: item.updatedAt,
        }
      : { ...body, published: values.published === true };
    save.mutate(request, {
      onSuccess: ({ data, message }) => {
        outcome.onSuccess(message || MESSAGES.admin.saved);
        form.reset(form.getValues());
        if (!item) void navigate(paths.admin.contentItem.to(type, data._id), { replace: true });
      },
      onError: (error) => {
        const named =
          error instanceof ApiError
            ? error.errors.filter(({ field }) => fields.some((f) => f.name === field.split('.')[0]))
            : [];
        named.forEach(({ field, message }, index) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        // A conflict about a field (a slug another item has) is the editor's to fix there, not a reload.
        if (error instanceof ApiError && error.status === 409 && named.length > 0) return;
        outcome.onError(error);
      },
    });
  });

  return (
    <form className="console-panel content-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {outcome.notice}
      {fields.map((field) => (
        <ContentFieldInput
          key={field.name}
          field={field}
          control={form.control}
          register={form.register}
          errors={errors}
        />
      ))}
      {!item && (
        <CheckboxField
          label="Published (visitors see it as soon as it is saved)"
          {...form.register('published')}
        />
      )}
      <div className="content-form__actions">
        <Button type="submit" isLoading={save.isPending}>
          {item ? 'Save changes' : 'Create'}
        </Button>
      </div>
      {guard}
    </form>
  );
}
