// The certificates module's exports for the rest of the API: outside the module, import only this file.
// The learning module issues through `app.certificates` (plugin.ts), in the transaction that completes a course.
export { certificateAdminRoutes } from './console-routes.ts';
export { CERTIFICATE_CACHE_TAGS } from './cache-tags.ts';
export { createCertificateIssuer } from './issue.ts';
export { openCredentialKeys, rotateCredentialKey } from './keys.ts';
export { certificatesPlugin } from './plugin.ts';
export { certificateRoutes } from './routes.ts';
export { createCertificateService } from './service.ts';
