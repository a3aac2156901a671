export * from './schema.ts';
export * from './client.ts';
export * from './reset.ts';
export { seedDemo, DEMO_EDITOR, DEMO_LEARNER } from './seed/index.ts';
export { seedContent } from './seed/content.ts';
export type { ContentSeedOptions, SeedOptions } from './seed/options.ts';
export { seedCourses, DEMO_CATEGORIES } from './seed/courses.ts';
export { DEMO_SITE_SETTINGS } from './seed/site-settings.ts';
export { seedCommerce, DEMO_BROADCASTS } from './seed/commerce.ts';
