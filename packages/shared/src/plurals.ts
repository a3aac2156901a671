// zod-free on purpose: pages of the site and the console import it without pulling in the schemas.

/**
 * A count with its noun in the right number: '1 order', '2 orders', '0 orders'. English only has the one rule
 * (one is singular, everything else plural); give the plural when it is not the noun with an 's'.
 */
export const countText = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
