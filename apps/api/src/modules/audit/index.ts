// The audit module's exports for the rest of the API: outside the module, import only this file.
export { auditRoutes } from './console-routes.ts';
export { createAuditRepository } from './console-repository.ts';
export { toAuditEntry } from './console-routes.ts';
