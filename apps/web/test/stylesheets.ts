import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's source folder, where every stylesheet lives. */
export const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Comments blanked out, line breaks kept, so a line number still points at the file. */
export const stripComments = (css: string) =>
  css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));

/** Every `.css` file under `dir`, as absolute paths. */
export function stylesheets(dir = WEB_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

export const readStylesheet = (file: string) => readFileSync(file, 'utf8');

/** Each innermost rule: its selector (spaces collapsed) and its declarations, by property. */
export function rules(css: string): { selector: string; declarations: Map<string, string> }[] {
  return [...stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim().replace(/\s+/g, ' '),
    declarations: new Map(
      (match[2] ?? '')
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter((pair): pair is [string, string] => Boolean(pair[0]) && pair[1] !== undefined),
    ),
  }));
}
