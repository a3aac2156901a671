// The commerce module's exports for the rest of the API: outside the module, import only this file.
export { commerceAdminRoutes } from './console-routes.ts';
export { commerceRoutes } from './routes.ts';
// The console's users page (a learner's orders) and broadcasts.
export { createNotificationRepository } from './notification-repository.ts';
export { createOrderRepository } from './order-repository.ts';
export { orderReference } from './serialize.ts';
export { referenceMatch as orderReferenceMatch } from './console-repository.ts';
