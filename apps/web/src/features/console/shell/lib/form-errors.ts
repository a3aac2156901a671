import { get } from 'react-hook-form';

/** The message a form's errors hold at `path` ('image', 'socialLinks.1.url'), for a control drawn by hand. */
export function messageAt(errors: object, path: string): string | undefined {
  const message: unknown = get(errors, `${path}.message`);
  return typeof message === 'string' ? message : undefined;
}
