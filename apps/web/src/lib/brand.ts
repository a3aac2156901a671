/** The product name used before the site settings arrive (titles, the logo). */
export const BRAND_NAME = 'Curio';

export const pageTitle = (page: string) => `${page} · ${BRAND_NAME}`;
