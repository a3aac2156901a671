import type {
  articles,
  awards,
  communityPosts,
  faqs,
  galleryItems,
  jobs,
  mediaItems,
  partners,
  services,
  slideItems,
  teamMembers,
  testimonials,
} from '@curio/db';
import { linksToShow } from '@curio/shared';
import type {
  TArticle,
  TArticleDetail,
  TAward,
  TCommunityPost,
  TFaq,
  TGalleryItem,
  TJob,
  TMediaItem,
  TPartner,
  TService,
  TSlideItem,
  TTeamMember,
  TTestimonial,
} from '@curio/shared';

/** Rows → the contract of packages/shared/src/content.ts (`_id`, ISO dates, the API's historical field names). */

export const toTeamMember = (r: typeof teamMembers.$inferSelect): TTeamMember => ({
  _id: r.id,
  name: r.name,
  role: r.role,
  bio: r.bio,
  image: r.image,
  // A link saved before the link rule (ADR 023) is not shown if it breaks it.
  socialLinks: linksToShow(r.socialLinks),
});

export const toPartner = (r: typeof partners.$inferSelect): TPartner => ({
  _id: r.id,
  name: r.name,
  logo: r.logo,
  description: r.description,
});

export const toService = (r: typeof services.$inferSelect): TService => ({
  _id: r.id,
  title: r.title,
  image: r.image,
  shortdescription: r.shortDescription,
  description: r.description,
  tags: r.tags,
});

export const toSlideItem = (r: typeof slideItems.$inferSelect): TSlideItem => ({
  _id: r.id,
  title: r.title,
  image: r.image,
  description: r.description,
});

export const toFaq = (r: typeof faqs.$inferSelect): TFaq => ({
  _id: r.id,
  question: r.question,
  answer: r.answer,
});

export const toCommunityPost = (r: typeof communityPosts.$inferSelect): TCommunityPost => ({
  _id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  body: r.body,
  author: r.author,
  image: r.image,
  tags: r.tags,
  createdAt: r.createdAt.toISOString(),
});

export const toArticle = (r: typeof articles.$inferSelect): TArticle => ({
  _id: r.id,
  slug: r.slug,
  title: r.title,
  image: r.image,
  category: r.category,
  summary: r.summary,
  createdAt: r.createdAt.toISOString(),
});

export const toArticleDetail = (r: typeof articles.$inferSelect): TArticleDetail => ({
  ...toArticle(r),
  body: r.body,
  updatedAt: r.updatedAt.toISOString(),
});

export const toMediaItem = (r: typeof mediaItems.$inferSelect): TMediaItem => ({
  _id: r.id,
  title: r.title,
  image: r.image,
  source: r.source,
  summary: r.summary,
  createdAt: r.createdAt.toISOString(),
});

export const toGalleryItem = (r: typeof galleryItems.$inferSelect): TGalleryItem => ({
  _id: r.id,
  platform: r.platform,
  title: r.title,
  embedLink: r.embedLink,
  createdAt: r.createdAt.toISOString(),
});

export const toJob = (r: typeof jobs.$inferSelect): TJob => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  jobType: r.jobType,
  jobLocation: r.jobLocation,
  salary: r.salary,
  createdAt: r.createdAt.toISOString(),
});

export const toAward = (r: typeof awards.$inferSelect): TAward => ({
  _id: r.id,
  image: r.image,
  year: r.year,
  awardName: r.awardName,
  place: r.place,
});

export const toTestimonial = (r: typeof testimonials.$inferSelect): TTestimonial => ({
  _id: r.id,
  image: r.image,
  name: r.name,
  designation: r.designation,
  message: r.message,
});
