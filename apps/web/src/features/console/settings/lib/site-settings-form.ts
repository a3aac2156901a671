import type { TAdminSettings, TSiteSettingsUpdateRequest } from '@curio/shared';

type TLink = { label: string; url: string };

/** The site settings form: the nested setting made flat, phones as one line, the link lists as rows. */
export type TSiteFormValues = {
  brand: string;
  tagline: string;
  address: string;
  phones: string;
  email: string;
  socialLinks: TLink[];
  founderName: string;
  founderPhoto: string;
  founderLinks: TLink[];
};

type TSite = TAdminSettings['site']['value'];

/** Each field's label: the form's controls show it, and a stale save's notice names the field by it. */
export const SITE_FIELD_LABELS: Record<keyof TSiteFormValues, string> = {
  brand: 'Brand',
  tagline: 'Hero tagline',
  address: 'Address',
  phones: 'Phones',
  email: 'Email',
  socialLinks: 'Social links',
  founderName: "Founder's name",
  founderPhoto: "Founder's photo",
  founderLinks: "Founder's social links",
};
export const SITE_CONFLICT_FIELDS = Object.entries(SITE_FIELD_LABELS).map(([name, label]) => ({
  name,
  label,
}));

const copyLinks = (links: readonly TLink[]): TLink[] => links.map(({ label, url }) => ({ label, url }));

export function toSiteForm(site: TSite): TSiteFormValues {
  return {
    brand: site.brand,
    tagline: site.tagline,
    address: site.contact.address,
    phones: site.contact.phones.join(', '),
    email: site.contact.email,
    socialLinks: copyLinks(site.socialLinks),
    founderName: site.founder.name,
    founderPhoto: site.founder.photo,
    founderLinks: copyLinks(site.founder.socialLinks),
  };
}

/** PUT /api/admin/settings/site's body (before the shared schema checks it). */
export function toSiteRequest(values: TSiteFormValues, version: string | null): TSiteSettingsUpdateRequest {
  return {
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
    socialLinks: values.socialLinks,
    founder: { name: values.founderName, photo: values.founderPhoto, socialLinks: values.founderLinks },
    version,
  };
}

/** Where each part of the request shows in the form (a link row keeps its index and part). */
const FIELD_OF: Record<string, keyof TSiteFormValues> = {
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
const LINK_LISTS: readonly string[] = ['socialLinks', 'founderLinks'];

/** 'founder.socialLinks.1.url' → 'founderLinks.1.url'; 'contact.phones.2' → 'phones'. */
export function siteFormPathOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const field = FIELD_OF[parts.slice(0, length).join('.')];
    if (field) return LINK_LISTS.includes(field) ? [field, ...parts.slice(length)].join('.') : field;
  }
  return parts.join('.');
}
