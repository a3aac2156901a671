import { z } from 'zod';
import { AWARDS, FAQS, PARTNERS, TEAM, TESTIMONIALS } from './company.ts';
import { inputSchemaOf, type ContentTypeDefinition } from './define.ts';
import { ARTICLES, COMMUNITY, GALLERY, JOBS, MEDIA } from './publications.ts';
import { LATERAL_HIRING, LMS, SERVICES } from './services.ts';

/**
 * Every content type, by its URL name, in the console's order (docs/ARCHITECTURE.md, "Content types"). A new
 * type is an entry here (its definition beside the others), its table in packages/db and its migration.
 */
export const CONTENT_TYPE_DEFINITIONS = {
  team: TEAM,
  partners: PARTNERS,
  services: SERVICES,
  'lateral-hiring': LATERAL_HIRING,
  lms: LMS,
  faqs: FAQS,
  community: COMMUNITY,
  media: MEDIA,
  gallery: GALLERY,
  jobs: JOBS,
  awards: AWARDS,
  testimonials: TESTIMONIALS,
  articles: ARTICLES,
} as const;

export type TContentType = keyof typeof CONTENT_TYPE_DEFINITIONS;
export const CONTENT_TYPES = Object.keys(CONTENT_TYPE_DEFINITIONS) as [TContentType, ...TContentType[]];
export const ZContentType = z.enum(CONTENT_TYPES);

/** A type's definition, as code that serves every type reads it. */
export const contentTypeOf = (type: TContentType): ContentTypeDefinition => CONTENT_TYPE_DEFINITIONS[type];

type TDefinitions = typeof CONTENT_TYPE_DEFINITIONS;

/** Each type's create fields (without `published`, which every type has). */
export const CONTENT_INPUTS = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type, inputSchemaOf(contentTypeOf(type))]),
) as { [K in TContentType]: ReturnType<typeof inputSchemaOf<TDefinitions[K]['fields']>> };
export type TContentInputs = { [K in TContentType]: z.input<(typeof CONTENT_INPUTS)[K]> };

export * from './choices.ts';
export * from './company.ts';
export {
  detailSchemaOf,
  fieldLabelOf,
  publicKeysOf,
  publicSchemaOf,
  type ContentTypeDefinition,
  type TPublicKey,
} from './define.ts';
export {
  CONTENT_LIMITS,
  labelOf,
  zContentImage,
  zContentLink,
  zContentProse,
  zContentText,
  type ContentField,
  type TContentFieldKind,
} from './fields.ts';
export * from './publications.ts';
export * from './services.ts';
