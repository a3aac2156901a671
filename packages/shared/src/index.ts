export * from './messages.ts';
export * from './limits.ts';
export * from './rules.ts';
export * from './envelope.ts';
export * from './user.ts';
export * from './site.ts';
