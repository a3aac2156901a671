import {
  MESSAGES,
  ZSiteSettingsUpdateRequest,
  ZWebsitePolicyUpdateRequest,
  type TAdminSettings,
} from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { schemaResolver } from '#web/lib/form.ts';
import {
  fetchAdminSettings,
  useAdminSettings,
  useSaveSetting,
  type TSettingSave,
} from '#web/features/console/settings/api/settings.ts';
import { consoleSelfQueryOptions } from '#web/features/console/shell/api/self.ts';
import { ImageField } from '#web/features/console/shell/components/image-field.tsx';
import { LinkListField } from '#web/features/console/shell/components/link-list-field.tsx';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { RichTextEditor } from '#web/features/console/shell/components/rich-text-editor.tsx';
import type { TConflictField, TConflictValues } from '#web/features/console/shell/lib/conflict-changes.ts';
import { messageAt } from '#web/features/console/shell/lib/form-errors.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import {
  SITE_CONFLICT_FIELDS,
  SITE_FIELD_LABELS as L,
  siteFormPathOf,
  toSiteForm,
  toSiteRequest,
  type TSiteFormValues,
} from '#web/features/console/settings/lib/site-settings-form.ts';
import { useUnsavedGuard } from '#web/features/console/shell/lib/use-unsaved-guard.ts';

/** `/admin/settings` (docs/product.md#console): policy texts (editors, admins), site settings (admins). */
export function SettingsPage() {
  const settings = useAdminSettings();
  const self = useQuery({ ...consoleSelfQueryOptions(), refetchOnMount: false });
  const isAdmin = self.data?.role === 'admin';
  const reload = () => void settings.refetch();
  // One guard for the page (a router holds one blocker at a time), dirty while either form is.
  const [isPolicyDirty, setPolicyDirty] = useState(false);
  const [isSiteDirty, setSiteDirty] = useState(false);
  const guard = useUnsavedGuard(isPolicyDirty || isSiteDirty);
  return (
    <div className="console-page">
      <PageHeader
        title="Settings"
        description={
          isAdmin
            ? 'The privacy policy and terms, and the brand, hero text, contact box and social links.'
            : 'The privacy policy and terms. The site settings are changed by an admin.'
        }
      />
      <QueryState query={settings} loadingLabel="Loading the settings…" empty={null} isEmpty={() => false}>
        {(data) => (
          <>
            <PolicyForm
              key={`policy:${data.websitePolicy.updatedAt ?? 'default'}`}
              setting={data.websitePolicy}
              onReload={reload}
              isReloading={settings.isFetching}
              onDirtyChange={setPolicyDirty}
            />
            {isAdmin && (
              <SiteForm
                key={`site:${data.site.updatedAt ?? 'default'}`}
                setting={data.site}
                onReload={reload}
                isReloading={settings.isFetching}
                onDirtyChange={setSiteDirty}
              />
            )}
          </>
        )}
      </QueryState>
      {guard}
    </div>
  );
}

type TFormProps<K extends keyof TAdminSettings> = {
  setting: TAdminSettings[K];
  onReload: () => void;
  isReloading: boolean;
  onDirtyChange: (isDirty: boolean) => void;
};

type TSettingKey = TSettingSave['key'];
type TBodyOf<K extends TSettingKey> = Extract<TSettingSave, { key: K }>['body'];

type TSettingFormOptions<K extends TSettingKey, TForm extends FieldValues> = Omit<
  TFormProps<K>,
  'setting'
> & {
  settingKey: K;
  defaultValues: DefaultValues<TForm>;
  /** Checks the form with the key's shared schema and hands over the request body. */
  resolver: Resolver<TForm, unknown, TBodyOf<K>>;
  /** Where a server error's field shows in the form. */
  formPathOf?: (path: readonly PropertyKey[]) => string;
  /** The form's fields by label, and its values as the server has them now (a stale save names them). */
  conflictFields: readonly TConflictField[];
  latest: (settings: TAdminSettings) => TConflictValues;
};

/**
 * The one save path of every settings form: the shared schema checks the form (its messages show by the
 * fields), the save carries the version loaded, a success resets the form to what was saved, a server's field
 * errors show by their fields, and a 409 leaves the conflict notice with Reload.
 */
function useSettingForm<K extends TSettingKey, TForm extends FieldValues>({
  settingKey,
  defaultValues,
  resolver,
  formPathOf = (path) => path.map(String).join('.'),
  conflictFields,
  latest,
  onReload,
  isReloading,
  onDirtyChange,
}: TSettingFormOptions<K, TForm>) {
  const save = useSaveSetting();
  const form = useForm<TForm, unknown, TBodyOf<K>>({ defaultValues, resolver });
  const outcome = useConflictNotice(
    onReload,
    isReloading,
    formCompare(form, conflictFields, async () => latest(await fetchAdminSettings())),
  );
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit((body) => {
    // The resolver checked `body` with this key's schema; TypeScript cannot pair a generic key with its body.
    const request = { key: settingKey, body } as TSettingSave;
    save.mutate(request, {
      onSuccess: ({ message }) => {
        form.reset(form.getValues());
        outcome.onSuccess(message || MESSAGES.admin.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError)
          for (const { field, message } of error.errors)
            form.setError(formPathOf(field.split('.')) as Path<TForm>, { type: 'server', message });
        outcome.onError(error);
      },
    });
  });

  return { form, onSubmit, isSaving: save.isPending, notice: outcome.notice };
}

type TSettingsSectionProps = {
  id: string;
  title: string;
  submitLabel: string;
  isSaving: boolean;
  notice: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/** One settings form: its heading, a 409's notice, the fields and the save button. */
function SettingsSection({
  id,
  title,
  submitLabel,
  isSaving,
  notice,
  onSubmit,
  children,
}: TSettingsSectionProps) {
  return (
    <form
      className="console-panel content-form"
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {notice}
      {children}
      <div className="content-form__actions">
        <Button type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const POLICY_FIELDS = [
  ['privacyPolicy', 'Privacy policy'],
  ['termsAndConditions', 'Terms and conditions'],
] as const;
const POLICY_CONFLICT_FIELDS = POLICY_FIELDS.map(([name, label]) => ({ name, label }));

function PolicyForm({ setting, ...props }: TFormProps<'websitePolicy'>) {
  const resolver = useMemo(
    () =>
      schemaResolver(ZWebsitePolicyUpdateRequest, {
        toRequest: (values: TAdminSettings['websitePolicy']['value']) => ({
          ...values,
          version: setting.updatedAt,
        }),
        error: friendlyError,
      }),
    [setting.updatedAt],
  );
  const { form, ...section } = useSettingForm({
    ...props,
    settingKey: 'websitePolicy',
    defaultValues: setting.value,
    resolver,
    conflictFields: POLICY_CONFLICT_FIELDS,
    latest: (settings) => settings.websitePolicy.value,
  });
  const { errors } = form.formState;

  return (
    <SettingsSection id="policy-heading" title="Website policies" submitLabel="Save policies" {...section}>
      {POLICY_FIELDS.map(([name, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              label={label}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors[name]?.message}
            />
          )}
        />
      ))}
    </SettingsSection>
  );
}

function SiteForm({ setting, ...props }: TFormProps<'site'>) {
  const resolver = useMemo(
    () =>
      schemaResolver(ZSiteSettingsUpdateRequest, {
        toRequest: (values: TSiteFormValues) => toSiteRequest(values, setting.updatedAt),
        formPathOf: siteFormPathOf,
        error: friendlyError,
      }),
    [setting.updatedAt],
  );
  const { form, ...section } = useSettingForm({
    ...props,
    settingKey: 'site',
    defaultValues: toSiteForm(setting.value),
    resolver,
    formPathOf: siteFormPathOf,
    conflictFields: SITE_CONFLICT_FIELDS,
    latest: (settings) => toSiteForm(settings.site.value),
  });
  const { errors } = form.formState;
  const text = (name: 'brand' | 'tagline' | 'address' | 'phones' | 'email' | 'founderName') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  const links = (name: 'socialLinks' | 'founderLinks', legend: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <LinkListField
          legend={legend}
          value={field.value}
          onChange={field.onChange}
          errorAt={(index, part) => messageAt(errors, `${name}.${String(index)}.${part}`)}
          error={messageAt(errors, name)}
        />
      )}
    />
  );

  return (
    <SettingsSection id="site-heading" title="Site settings" submitLabel="Save site settings" {...section}>
      <TextField label={L.brand} {...text('brand')} />
      <TextAreaField label={L.tagline} rows={3} {...text('tagline')} />
      <fieldset className="content-form__group">
        <legend>Contact box</legend>
        <TextAreaField label={L.address} rows={3} {...text('address')} />
        <TextField label={L.phones} hint="Separate numbers with commas (at most 5)." {...text('phones')} />
        <TextField label={L.email} type="email" {...text('email')} />
      </fieldset>
      {links('socialLinks', L.socialLinks)}
      <fieldset className="content-form__group">
        <legend>Founder</legend>
        <TextField label={L.founderName} {...text('founderName')} />
        <Controller
          control={form.control}
          name="founderPhoto"
          render={({ field }) => (
            <ImageField
              label={L.founderPhoto}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.founderPhoto?.message}
            />
          )}
        />
        {links('founderLinks', L.founderLinks)}
      </fieldset>
    </SettingsSection>
  );
}
