import type { z } from 'zod';
import { paths } from '../paths.ts';
import { defineContentType, publicSchemaOf } from './define.ts';
import { f, publicAs } from './fields.ts';

/** Corporate training services and the lateral-hiring and LMS sliders (docs/product.md#content-pages). */

export const SERVICES = defineContentType({
  label: 'Services',
  auditName: 'service',
  title: 'title',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.services, paths.home],
  itemPage: { key: '_id', to: paths.serviceDetail.to },
  fields: {
    title: f.text(),
    image: f.image(),
    shortDescription: publicAs(f.long(500), 'shortdescription'),
    description: f.rich(),
    tags: f.tags(),
  },
});
export const ZService = publicSchemaOf(SERVICES);
export type TService = z.infer<typeof ZService>;

/**
 * Lateral-hiring and LMS slider items share a shape (docs/product.md#content-pages: _id, title, image; the
 * description is ours).
 */
const slideFields = { title: f.text(), image: f.image(), description: f.long() };

export const LATERAL_HIRING = defineContentType({
  label: 'Lateral hiring',
  auditName: 'lateral-hiring-item',
  title: 'title',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.lateralHiring],
  fields: slideFields,
});

export const LMS = defineContentType({
  label: 'LMS',
  auditName: 'lms-feature',
  title: 'title',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.lms],
  fields: slideFields,
});

export const ZSlideItem = publicSchemaOf(LMS);
export type TSlideItem = z.infer<typeof ZSlideItem>;
