import { z } from 'zod';
import { zText } from './text.ts';

/**
 * The console's search (docs/product.md#console): one box in the console's header, one request, the matches
 * grouped by what they are, a few of each, and only the groups the caller's role may open.
 */

export const CONSOLE_SEARCH_GROUPS = ['courses', 'orders', 'users', 'enquiries'] as const;
export type TConsoleSearchGroupName = (typeof CONSOLE_SEARCH_GROUPS)[number];

/** Groups only admins may open (docs/product.md#console: orders and users are admin-only). */
export const ADMIN_ONLY_SEARCH_GROUPS: readonly TConsoleSearchGroupName[] = ['orders', 'users'];

/** The most hits a group answers; `hasMore` says there were others (the list page finds them all). */
export const CONSOLE_SEARCH_PER_GROUP = 5;
/** The box asks the server once this many characters are typed. */
export const CONSOLE_SEARCH_MIN_LENGTH = 2;
export const CONSOLE_SEARCH_MAX_LENGTH = 100;

/** The inbox lists an enquiry hit opens (`/admin/inbox?kind=…`). */
export const SEARCH_INBOX_KINDS = ['leads', 'job-applications', 'trainer-applications'] as const;
export type TSearchInboxKind = (typeof SEARCH_INBOX_KINDS)[number];

/** GET /api/admin/search?q=: a course's name or slug, an order's reference or email, a name, an email. */
export const ZConsoleSearchQuery = z.object({
  q: zText().trim().min(1).max(CONSOLE_SEARCH_MAX_LENGTH),
});
export type TConsoleSearchQuery = z.input<typeof ZConsoleSearchQuery>;

/** One match: what it is called and a line that tells it apart; an enquiry also says which inbox holds it. */
export const ZConsoleSearchHit = z.object({
  _id: z.uuid(),
  title: z.string(),
  detail: z.string(),
  inbox: z.enum(SEARCH_INBOX_KINDS).optional(),
});
export type TConsoleSearchHit = z.infer<typeof ZConsoleSearchHit>;

export const ZConsoleSearchGroup = z.object({
  group: z.enum(CONSOLE_SEARCH_GROUPS),
  items: z.array(ZConsoleSearchHit),
  hasMore: z.boolean(),
});
export type TConsoleSearchGroup = z.infer<typeof ZConsoleSearchGroup>;

/** Every group the caller may open, in CONSOLE_SEARCH_GROUPS order, empty ones included. */
export const ZConsoleSearchReply = z.object({ groups: z.array(ZConsoleSearchGroup) });
export type TConsoleSearchReply = z.infer<typeof ZConsoleSearchReply>;

export const CONSOLE_SEARCH_TEXTS = {
  label: 'Search the console',
  placeholder: {
    admin: 'Courses, orders, users, enquiries…',
    editor: 'Courses and enquiries…',
  },
  shortcut: 'Press / to search',
  typeMore: `Type at least ${CONSOLE_SEARCH_MIN_LENGTH} characters.`,
  searching: 'Searching…',
  failed: 'The search failed. Try again.',
  noResults: (q: string) => `No results for “${q}”`,
  results: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  groups: {
    courses: 'Courses',
    orders: 'Orders',
    users: 'Users',
    enquiries: 'Enquiries',
  } satisfies Record<TConsoleSearchGroupName, string>,
  more: 'More in the list: refine the search',
  courseStatuses: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  roles: { user: 'Learner', editor: 'Editor', admin: 'Admin' },
  inboxKinds: {
    leads: 'Enquiry',
    'job-applications': 'Job application',
    'trainer-applications': 'Trainer application',
  } satisfies Record<TSearchInboxKind, string>,
} as const;
