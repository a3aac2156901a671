import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './routes.tsx';

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
