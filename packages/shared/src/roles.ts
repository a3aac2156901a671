// zod-free on purpose: the site shell's header imports these without pulling the schemas into its first
// chunk.

/** 'user' is a learner; 'editor' runs the catalogue, content, reviews and enquiries; 'admin' everything. */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
/** The roles that open the operator console (/admin). */
export const STAFF_ROLES = ['editor', 'admin'] as const satisfies readonly TRole[];
export const isStaff = (role: TRole | undefined): boolean => role === 'editor' || role === 'admin';

/**
 * The first word of a person's name: how the nav shows them (docs/product.md#pages) and how mails greet them.
 */
export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';
