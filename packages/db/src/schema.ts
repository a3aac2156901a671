// The whole drizzle schema (drizzle.config.ts and openDatabase read this file). Tables live under schema/;
// this file only re-exports them.
export * from './schema/users.ts';
export * from './schema/site.ts';
export * from './schema/courses.ts';
export * from './schema/content.ts';
export * from './schema/commerce.ts';
export * from './schema/files.ts';
export * from './schema/learning.ts';
export * from './schema/payments.ts';
