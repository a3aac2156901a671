import type { FastifyBaseLogger } from 'fastify';
import type { TRenderPage } from '@curio/shared';
import type { FirstData } from './first-data.ts';
import { readStyles, type PageFiles } from './page-assets.ts';
import type { PageTemplate } from './template.ts';

export interface RenderRootOptions {
  template: PageTemplate & { renderPage: TRenderPage };
  files: PageFiles;
  pathname: string;
  data: readonly FirstData[];
  log: FastifyBaseLogger;
}

/**
 * The page at `pathname` as the app renders it for a visitor (ADR 019), from the page's first data: `#root`'s
 * HTML and the text of the page's stylesheets, which it is painted with. Undefined (the shell is sent) when
 * the render or a stylesheet fails, which is logged: a page is never lost to it.
 */
export async function renderRoot({ template, files, pathname, data, log }: RenderRootOptions) {
  try {
    const replies = Object.fromEntries(
      data.map((item) => [item.path, JSON.parse(item.entry.body) as { data?: unknown }]),
    );
    const [html, styles] = await Promise.all([
      template.renderPage(pathname, replies),
      readStyles(template.dir, files),
    ]);
    return html === undefined ? undefined : { html, styles };
  } catch (err) {
    log.warn({ err, pathname }, 'the server render of a page failed: it is sent with the shell');
    return undefined;
  }
}
