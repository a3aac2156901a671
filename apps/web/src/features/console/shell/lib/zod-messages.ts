import type { z } from 'zod';

/**
 * Texts for the console's forms where a shared schema has no message of its own: zod's defaults are written
 * for developers ('Too small: expected string to have >=1 characters'); an editor reads what to do. A
 * schema's own message always wins over these (zod's error precedence).
 */
export const friendlyError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return `Add at least ${String(issue.minimum)}.`;
      if (issue.origin === 'string') return 'Fill this in.';
      return `Use ${String(issue.minimum)} or more.`;
    case 'too_big':
      if (issue.origin === 'array') return `Keep at most ${String(issue.maximum)}.`;
      if (issue.origin === 'string') return `Keep it to ${String(issue.maximum)} characters or fewer.`;
      return `Use ${String(issue.maximum)} or less.`;
    case 'invalid_type':
      if (issue.expected === 'int') return 'Enter a whole number.';
      return issue.expected === 'number' ? 'Enter a number.' : 'Fill this in.';
    case 'invalid_format':
      return issue.format === 'uuid' ? 'Choose one.' : undefined;
    default:
      return undefined;
  }
};
