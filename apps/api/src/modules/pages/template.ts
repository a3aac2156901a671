import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHELL_END, SHELL_START, type TRenderPage } from '@curio/shared';
import { escapeHtml } from '#api/lib/escape-html.ts';

/** Every page entry carries it: a rebuild of the SPA drops them all. */
export const PAGE_TEMPLATE_TAG = 'page-template';

/** Where apps/web/index.html asks for the head; the head's <title> is replaced too. */
const HEAD_MARKER = '<!--app-head-->';
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface PageTemplate {
  html: string;
  /** The build's folder. */
  dir: string;
  /** When the SPA was built: the lastmod of pages whose content is the build's own. */
  builtAt: Date;
  /** The same build's manifest: which files a page module needs (empty when the build wrote none). */
  manifest: Readonly<Record<string, ManifestChunk>>;
  /**
   * The same build's server render of the public pages (`dist/.ssr/entry-server.js`, ADR 019), if it made
   * one.
   */
  renderPage?: TRenderPage;
}

/** The manifest of the build whose output is in `dir`; empty when it wrote none. */
async function readManifest(dir: string): Promise<Record<string, ManifestChunk>> {
  const text = await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8').catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '{}';
      throw err;
    },
  );
  return JSON.parse(text) as Record<string, ManifestChunk>;
}

/**
 * The server render built beside index.html (`.ssr/`, its entry named by the SSR build's manifest). The
 * entry's name carries its content's hash, so a rebuild's pages are rendered by the rebuild's own modules:
 * Node keeps one module per file, and the build's other chunks import the entry by that same name.
 */
async function importRenderer(indexFile: string): Promise<TRenderPage | undefined> {
  const dir = path.join(path.dirname(indexFile), '.ssr');
  const manifest = await readManifest(dir);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const mod = (await import(pathToFileURL(path.join(dir, entry.file)).href)) as { renderPage?: TRenderPage };
  return mod.renderPage;
}

/**
 * The built index.html, read once and again whenever a rebuild changes it (a deploy needs no restart);
 * `onChange` runs then, to drop the pages made from the old one; `onRendererError` if the build's server
 * render cannot be loaded (its pages go out with the shell). Undefined while the SPA is not built.
 */
export function createTemplateSource(
  file: string | undefined,
  onChange: () => void,
  onRendererError: (err: unknown) => void,
) {
  let loaded: { mtimeMs: number; template: PageTemplate } | undefined;
  return async function currentTemplate(): Promise<PageTemplate | undefined> {
    if (!file) return undefined;
    const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
      // A rebuild empties the folder for a moment: keep answering with the template we have.
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (!info) return loaded?.template;
    const { mtimeMs, mtime } = info;
    if (loaded?.mtimeMs !== mtimeMs) {
      const hadOne = loaded !== undefined;
      const [html, manifest, renderPage] = await Promise.all([
        readFile(file, 'utf8'),
        readManifest(path.dirname(file)),
        // A server render that cannot load leaves the pages to the shell; they still go out.
        importRenderer(file).catch((err: unknown) => {
          onRendererError(err);
          return undefined;
        }),
      ]);
      loaded = { mtimeMs, template: { html, dir: path.dirname(file), builtAt: mtime, manifest, renderPage } };
      if (hadOne) onChange();
    }
    return loaded.template;
  };
}

/**
 * The template with the pre-rendered shell in `#root` replaced by a page's own render (ADR 019); `#root`
 * keeps the build's mark (`PRERENDERED`) until the app has started. The template as it is when it has no
 * shell markers.
 */
export function withRoot(html: string, root: string): string {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END, start);
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${root}${html.slice(end + SHELL_END.length)}`;
}

/** The manifest's key of a rendered page's first script (apps/web/src/after-paint.ts, ADR 048). */
export const AFTER_PAINT_ENTRY = 'src/after-paint.ts';
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A page that reads without its scripts fetches them after the browser has painted it (ADR 048): the head's
 * module preloads and the app's entry go into an inert `<template data-after-paint>`, and the build's small
 * `after-paint` script (`loader`, the built file) puts them to work after the first paint. The page as it is
 * without a loader (a build without one) or an entry script.
 */
export function scriptsAfterPaint(html: string, loader: string | undefined): string {
  const headEnd = html.search(/<\/head>/i);
  const head = html.slice(0, headEnd);
  const entry = ENTRY_SCRIPT.exec(head);
  if (!loader || headEnd < 0 || !entry?.[1]) return html;
  const preloads = (head.match(MODULE_PRELOAD) ?? []).map((tag) => tag.trim()).join('');
  const waiting = [
    `<template data-after-paint data-entry="${escapeHtml(entry[1])}">${preloads}</template>`,
    `<script type="module" crossorigin src="/${escapeHtml(loader)}"></script>`,
  ].join('\n    ');
  return head.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => waiting) + html.slice(headEnd);
}

/**
 * The page: the template with its <title> taken out and `head` (escaped HTML) put at the marker, or at the
 * end of <head> in a build without the marker, and `bodyEnd` (the first data) before </body>. Only <head> is
 * searched for the title: the body may hold <title>s of its own (SVG). Function replacements, so a "$&" in a
 * course name is printed as written.
 */
export function fillTemplate(html: string, head: string, bodyEnd = ''): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const before = html.slice(0, headEnd).replace(TITLE, '');
  const filled = before.includes(HEAD_MARKER)
    ? before.replace(HEAD_MARKER, () => head)
    : `${before}${head}\n  `;
  const after = html.slice(headEnd);
  const bodyClose = after.lastIndexOf('</body>');
  if (!bodyEnd || bodyClose < 0) return filled + after;
  return `${filled}${after.slice(0, bodyClose)}${bodyEnd}\n  ${after.slice(bodyClose)}`;
}
