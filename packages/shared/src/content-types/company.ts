import type { z } from 'zod';
import { paths } from '../paths.ts';
import { defineContentType, publicSchemaOf } from './define.ts';
import { CONTENT_LIMITS as L, f } from './fields.ts';

/** About the company: the team, partners, FAQs, testimonials and awards (docs/product.md#content-pages). */

export const TEAM = defineContentType({
  label: 'Team',
  auditName: 'team-member',
  title: 'name',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.founder],
  fields: {
    name: f.text(L.short),
    role: f.text(L.short),
    bio: f.long(),
    image: f.image(),
    socialLinks: f.links(),
  },
});
export const ZTeamMember = publicSchemaOf(TEAM);
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const PARTNERS = defineContentType({
  label: 'Partners',
  auditName: 'partner',
  title: 'name',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.home, paths.about],
  fields: { name: f.text(L.short), logo: f.image(), description: f.long() },
});
export const ZPartner = publicSchemaOf(PARTNERS);
export type TPartner = z.infer<typeof ZPartner>;

export const FAQS = defineContentType({
  label: 'FAQs',
  auditName: 'faq',
  title: 'question',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.faq],
  fields: { question: f.long(500), answer: f.rich() },
});
export const ZFaq = publicSchemaOf(FAQS);
export type TFaq = z.infer<typeof ZFaq>;

export const AWARDS = defineContentType({
  label: 'Awards',
  auditName: 'award',
  title: 'awardName',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.awards],
  fields: { image: f.image(), year: f.year(), awardName: f.text(), place: f.text(L.short) },
});
export const ZAward = publicSchemaOf(AWARDS);
export type TAward = z.infer<typeof ZAward>;

export const TESTIMONIALS = defineContentType({
  label: 'Testimonials',
  auditName: 'testimonial',
  title: 'name',
  order: 'position',
  showsCreatedAt: false,
  sitePages: [paths.testimonials, paths.home],
  fields: { image: f.image(), name: f.text(L.short), designation: f.text(L.short), message: f.long() },
});
export const ZTestimonial = publicSchemaOf(TESTIMONIALS);
export type TTestimonial = z.infer<typeof ZTestimonial>;
