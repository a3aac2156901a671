import { LEAD_SOURCE_MAX } from '@curio/shared';

export type TServiceOption = { value: string; label: string };

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The contact form's Service choices: the site's services, and the one `?service=` names (an Enquire button
 * sends its page's name, e.g. 'Cloud Labs' or 'AI Assessment') preselected: the matching service when there
 * is one (any case), else that name as its own first choice, so the enquiry still says where it came from.
 * `selected` is '' (a general enquiry) without `?service=`.
 */
export function serviceOptions(
  serviceTitles: readonly string[],
  requested: string | undefined,
): { options: TServiceOption[]; selected: string } {
  const wanted = requested?.trim().slice(0, LEAD_SOURCE_MAX) ?? '';
  const titles = [...new Set(serviceTitles)];
  const match = wanted ? titles.find((title) => sameName(title, wanted)) : undefined;
  const names = wanted && !match ? [wanted, ...titles] : titles;
  return {
    options: names.map((title) => ({ value: title, label: title })),
    selected: match ?? wanted,
  };
}
