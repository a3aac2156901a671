// The route table lives in packages/shared: the server writes each page's head and the sitemap from it too.
export { paths } from '@curio/shared';
