import '#web/features/admin/content.css';
import {
  MESSAGES,
  ZSiteSettingsUpdateRequest,
  ZWebsitePolicyUpdateRequest,
  type TAdminSettings,
} from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  useAdminSettings,
  useSaveSiteSettings,
  useSaveWebsitePolicy,
} from '#web/features/admin/api/content.ts';
import { consoleSelfQueryOptions } from '#web/features/admin/api/self.ts';
import { useConflictNotice } from '#web/features/admin/components/use-conflict-notice.tsx';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { RichTextEditor } from '#web/features/admin/components/rich-text-editor.tsx';
import { useUnsavedGuard } from '#web/features/admin/lib/use-unsaved-guard.ts';

/** `/admin/settings` (issue 12 §4): the policy texts (editors and admins) and the site settings (admins). */
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

/** Tells the page whether the form has unsaved changes. */
function useReportDirty(isDirty: boolean, onDirtyChange: (isDirty: boolean) => void) {
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
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

/** Paths of a failed zod check, as 'a.b' → message (the first per path). */
function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    out[name] ??= issue.message;
  }
  return out;
}

function PolicyForm({ setting, onReload, isReloading, onDirtyChange }: TFormProps<'websitePolicy'>) {
  const save = useSaveWebsitePolicy();
  const outcome = useConflictNotice(onReload, isReloading);
  const form = useForm({ defaultValues: setting.value });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const checked = ZWebsitePolicyUpdateRequest.safeParse({ ...values, version: setting.updatedAt });
    if (!checked.success) {
      const messages = issuesByPath(checked.error.issues);
      for (const name of ['privacyPolicy', 'termsAndConditions'] as const)
        if (messages[name]) form.setError(name, { type: 'validate', message: messages[name] });
      return;
    }
    save.mutate(checked.data, {
      onSuccess: ({ message }) => {
        form.reset(values);
        outcome.onSuccess(message || MESSAGES.admin.saved);
      },
      onError: outcome.onError,
    });
  });

  return (
    <SettingsSection
      id="policy-heading"
      title="Website policies"
      submitLabel="Save policies"
      isSaving={save.isPending}
      notice={outcome.notice}
      onSubmit={onSubmit}
    >
      {(['privacyPolicy', 'termsAndConditions'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              label={name === 'privacyPolicy' ? 'Privacy policy' : 'Terms and conditions'}
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

type TSiteFormValues = {
  brand: string;
  tagline: string;
  address: string;
  phones: string;
  email: string;
  socialLinks: string;
  founderName: string;
  founderPhoto: string;
  founderLinks: string;
};

const json = (value: unknown) => JSON.stringify(value, null, 2);
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text.trim() || '[]') as unknown;
  } catch {
    return undefined;
  }
};
/** Where each request path's error shows. */
const SITE_FIELD_OF: Record<string, keyof TSiteFormValues> = {
  brand: 'brand',
  tagline: 'tagline',
  'contact.address': 'address',
  'contact.phones': 'phones',
  'contact.email': 'email',
  socialLinks: 'socialLinks',
  'founder.name': 'founderName',
  'founder.photo': 'founderPhoto',
  'founder.socialLinks': 'founderLinks',
};
const LINKS_HINT = 'Advanced (JSON): a list like [{"label": "LinkedIn", "url": "https://…"}].';
const NOT_JSON = 'This is not valid JSON. Check the brackets, quotes and commas.';

function SiteForm({ setting, onReload, isReloading, onDirtyChange }: TFormProps<'site'>) {
  const save = useSaveSiteSettings();
  const outcome = useConflictNotice(onReload, isReloading);
  const site = setting.value;
  const form = useForm<TSiteFormValues>({
    defaultValues: {
      brand: site.brand,
      tagline: site.tagline,
      address: site.contact.address,
      phones: site.contact.phones.join(', '),
      email: site.contact.email,
      socialLinks: json(site.socialLinks),
      founderName: site.founder.name,
      founderPhoto: site.founder.photo,
      founderLinks: json(site.founder.socialLinks),
    },
  });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const socialLinks = parseJson(values.socialLinks);
    const founderLinks = parseJson(values.founderLinks);
    if (socialLinks === undefined) form.setError('socialLinks', { type: 'validate', message: NOT_JSON });
    if (founderLinks === undefined) form.setError('founderLinks', { type: 'validate', message: NOT_JSON });
    if (socialLinks === undefined || founderLinks === undefined) return;
    const checked = ZSiteSettingsUpdateRequest.safeParse({
      brand: values.brand,
      tagline: values.tagline,
      contact: {
        address: values.address,
        phones: values.phones
          .split(',')
          .map((phone) => phone.trim())
          .filter(Boolean),
        email: values.email,
      },
      socialLinks,
      founder: { name: values.founderName, photo: values.founderPhoto, socialLinks: founderLinks },
      version: setting.updatedAt,
    });
    if (!checked.success) {
      for (const [path, message] of Object.entries(issuesByPath(checked.error.issues))) {
        const key = Object.keys(SITE_FIELD_OF).find(
          (prefix) => path === prefix || path.startsWith(`${prefix}.`),
        );
        if (key) form.setError(SITE_FIELD_OF[key] as keyof TSiteFormValues, { type: 'validate', message });
      }
      return;
    }
    save.mutate(checked.data, {
      onSuccess: ({ message }) => {
        form.reset(values);
        outcome.onSuccess(message || MESSAGES.admin.saved);
      },
      onError: outcome.onError,
    });
  });

  const text = (name: keyof TSiteFormValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <SettingsSection
      id="site-heading"
      title="Site settings"
      submitLabel="Save site settings"
      isSaving={save.isPending}
      notice={outcome.notice}
      onSubmit={onSubmit}
    >
      <TextField label="Brand" {...text('brand')} />
      <TextAreaField label="Hero tagline" rows={3} {...text('tagline')} />
      <fieldset className="content-form__group">
        <legend>Contact box</legend>
        <TextAreaField label="Address" rows={3} {...text('address')} />
        <TextField label="Phones" hint="Separate numbers with commas (at most 5)." {...text('phones')} />
        <TextField label="Email" type="email" {...text('email')} />
      </fieldset>
      <TextAreaField
        label="Social links — advanced, JSON"
        hint={LINKS_HINT}
        spellCheck={false}
        {...text('socialLinks')}
      />
      <fieldset className="content-form__group">
        <legend>Founder</legend>
        <TextField label="Founder's name" {...text('founderName')} />
        <TextField
          label="Founder's photo"
          hint="An image path of this site (/…) or an https:// address."
          {...text('founderPhoto')}
        />
        <TextAreaField
          label="Founder's social links — advanced, JSON"
          hint={LINKS_HINT}
          spellCheck={false}
          {...text('founderLinks')}
        />
      </fieldset>
    </SettingsSection>
  );
}
