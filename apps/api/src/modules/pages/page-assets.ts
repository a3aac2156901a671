import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_MODULES } from '@curio/shared';
import { escapeHtml } from '#api/lib/escape-html.ts';
import type { ManifestChunk } from './template.ts';

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The JS files and stylesheets the route's page module (`PAGE_MODULES`) needs beyond what the entry loads;
 * undefined for a route not listed.
 */
export function pageFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
  route: string,
): PageFiles | undefined {
  const module = PAGE_MODULES[route];
  if (!module || !manifest[module]) return undefined;
  const loadedByEntry = new Set<string>();
  const needed = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, loadedByEntry);
  visit(module, needed);
  const chunks = [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]);
  return {
    scripts: chunks.flatMap((chunk) => (chunk ? [chunk.file] : [])),
    styles: [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))],
  };
}

/** The page's stylesheets' text, read from the build in `dist`. */
export const readStyles = (dist: string, files: PageFiles) =>
  Promise.all(files.styles.map((file) => readFile(path.join(dist, file), 'utf8')));

/**
 * `<link rel="modulepreload">` and style preloads for the page's files; '' when it has none. Both
 * `crossorigin`, as Vite's own module and stylesheet requests are, so the browser reuses what was preloaded.
 * A page rendered on the server (ADR 019) carries its stylesheets' text instead (`inlineStyles`): its HTML is
 * painted before any script runs, and a stylesheet fetched only then would move what was painted.
 */
export function pageAssetTags(files: PageFiles | undefined, inlineStyles?: readonly string[]): string {
  if (!files) return '';
  const styles = inlineStyles
    ? inlineStyles.map((css) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`)
    : files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`);
  return [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...styles,
  ].join('\n    ');
}
