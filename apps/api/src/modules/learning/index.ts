// The learning module's exports for the rest of the API: outside the module, import only this file.
export { mediaRoutes } from './media-routes.ts';
export { createLearningPublicReads } from './public-reads.ts';
export { learningRoutes } from './routes.ts';
export { createLearningService, type LearningService } from './service.ts';
// A certificate's PDF is served as a lesson's download is (modules/certificates).
export { attachmentDisposition, sendMediaFile } from './media-files.ts';
