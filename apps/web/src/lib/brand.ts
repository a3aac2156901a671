// The brand and the tab title live in packages/shared: the server writes the same titles into each page.
export { BRAND_NAME, pageTitle } from '@curio/shared';
