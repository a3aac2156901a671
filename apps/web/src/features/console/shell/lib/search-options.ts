import { CONSOLE_SEARCH_TEXTS as T, type TConsoleSearchGroup, type TConsoleSearchHit } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';

/** One option of the search's list: the hit, its group and the page it opens. */
export type TSearchOption = { key: string; hit: TConsoleSearchHit; href: string };

/** The page a hit opens: the course's editor, the order, the user, or the inbox found by the name. */
export function hrefOf(group: TConsoleSearchGroup['group'], hit: TConsoleSearchHit): string {
  switch (group) {
    case 'courses':
      return paths.admin.course.to(hit._id);
    case 'orders':
      return paths.admin.order.to(hit._id);
    case 'users':
      return paths.admin.user.to(hit._id);
    case 'enquiries': {
      const search = new URLSearchParams({ kind: hit.inbox ?? 'leads', q: hit.title });
      return `${paths.admin.inbox}?${search.toString()}`;
    }
  }
}

/** The groups that have hits, each with its label and its options in order. */
export const searchSections = (groups: readonly TConsoleSearchGroup[]) =>
  groups
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      group: group.group,
      label: group.hasMore ? `${T.groups[group.group]} · ${T.more}` : T.groups[group.group],
      options: group.items.map((hit): TSearchOption => ({
        key: `${group.group}:${hit._id}`,
        hit,
        href: hrefOf(group.group, hit),
      })),
    }));
