export * from './schema.ts';
export * from './client.ts';
export * from './reset.ts';
export { seedDemo, DEMO_LEARNER } from './seed/index.ts';
export { DEMO_SITE_SETTINGS } from './seed/site-settings.ts';
