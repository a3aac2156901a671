// The user module's exports for the rest of the API: outside the module, import only this file.
export { createUserRepository } from './repository.ts';
export { userRoutes } from './routes.ts';
