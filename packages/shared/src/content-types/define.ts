import { z } from 'zod';
import { labelOf, type ContentField } from './fields.ts';

type Fields = Record<string, ContentField>;

/**
 * One content type (docs/ARCHITECTURE.md, "Content types"): what the console calls it, how the site orders
 * it, which field names an item, and its fields with their markers. The console's request schemas and
 * forms, the API's routes, reads, writes and serializers, and the public reply's shape all follow from it.
 */
export interface ContentTypeDefinition<F extends Fields = Fields, D extends boolean = boolean> {
  /** What the console calls the type ('FAQs'). */
  label: string;
  /** The audit log's name of one item ('faq'). */
  auditName: string;
  /** The field that names an item: the console's lists show it, `q` searches it, `sort=title` sorts it. */
  title: string;
  /**
   * `position`: in the operator's order (the table has `sort_order`; the console can reorder it);
   * `newest`: newest first, by `createdAt`, the publication date.
   */
  order: 'position' | 'newest';
  /** A field the public list groups by before its order (the gallery's platform). */
  groupedBy?: string;
  /** Whether a public reply shows `createdAt`. */
  showsCreatedAt: D;
  /** The fields, in the console form's order; a public reply shows them in this order too (a slug first). */
  fields: F;
  /**
   * The public pages that show the type's published items, paths of `paths` (paths.ts), the main one first:
   * the console says where an item appears and links to it.
   */
  sitePages: readonly [string, ...string[]];
  /** A page of its own for each published item: its address from the item's id or slug (paths.ts). */
  itemPage?: { key: '_id' | 'slug'; to: (key: string) => string };
}

/** A definition, its field names and markers kept as written (for the derived schemas' types). */
export const defineContentType = <const F extends Fields, const D extends boolean>(
  definition: ContentTypeDefinition<F, D> & { title: keyof F & string; groupedBy?: keyof F & string },
): ContentTypeDefinition<F, D> => definition;

type PublicName<N, F> = F extends { publicName: infer P extends string } ? P : N;
type ListShape<F extends Fields> = {
  [N in keyof F as F[N] extends { isDetailOnly: true } ? never : PublicName<N, F[N]>]: F[N]['output'];
};
type DetailShape<F extends Fields> = {
  [N in keyof F as F[N] extends { isDetailOnly: true } ? PublicName<N, F[N]> : never]: F[N]['output'];
};
type Dated<D extends boolean> = D extends true ? { createdAt: z.ZodString } : Record<never, never>;
type InputShape<F extends Fields> = { [N in keyof F]: F[N]['input'] };

/** The console's create fields of a type (without `published`, which every type has). */
export function inputSchemaOf<F extends Fields>(definition: ContentTypeDefinition<F>) {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, { input }]) => [name, input]),
  );
  return z.object(shape as InputShape<F>);
}

/** A field's place in a public reply: its public key, the field (its column) and its kind. */
export type TPublicKey = { key: string; name: string; field?: ContentField };

/**
 * The keys of a public reply, in order: `_id`, a slug, the other fields a list shows, `createdAt` where
 * shown; with `detail`, then the fields only the item's page shows and `updatedAt`.
 */
export function publicKeysOf(definition: ContentTypeDefinition, detail = false): TPublicKey[] {
  const entries = Object.entries(definition.fields);
  const ofField = ([name, field]: [string, ContentField]) => ({ key: field.publicName ?? name, name, field });
  const listed = entries.filter(([, field]) => !field.isDetailOnly);
  const keys: TPublicKey[] = [
    { key: '_id', name: 'id' },
    ...listed.filter(([, field]) => field.kind === 'slug').map(ofField),
    ...listed.filter(([, field]) => field.kind !== 'slug').map(ofField),
    ...(definition.showsCreatedAt ? [{ key: 'createdAt', name: 'createdAt' }] : []),
  ];
  if (!detail) return keys;
  return [
    ...keys,
    ...entries.filter(([, field]) => field.isDetailOnly).map(ofField),
    { key: 'updatedAt', name: 'updatedAt' },
  ];
}

const schemaOf = ({ key, field }: TPublicKey): z.ZodType =>
  field ? field.output : key === '_id' ? z.uuid() : z.string();

/** An item as a public list shows it. */
export function publicSchemaOf<F extends Fields, D extends boolean>(definition: ContentTypeDefinition<F, D>) {
  const keys = publicKeysOf(definition);
  const shape = Object.fromEntries(keys.map((key) => [key.key, schemaOf(key)]));
  return z.object(shape as { _id: z.ZodUUID } & ListShape<F> & Dated<D>);
}

/** An item as its own page's reply shows it: the list's fields, those only the page shows, `updatedAt`. */
export function detailSchemaOf<F extends Fields, D extends boolean>(definition: ContentTypeDefinition<F, D>) {
  const keys = publicKeysOf(definition, true);
  const shape = Object.fromEntries(keys.map((key) => [key.key, schemaOf(key)]));
  return z.object(
    shape as { _id: z.ZodUUID } & ListShape<F> & Dated<D> & DetailShape<F> & { updatedAt: z.ZodString },
  );
}

/** A field's label in the console. */
export const fieldLabelOf = (name: string, field: ContentField) => field.label ?? labelOf(name);
