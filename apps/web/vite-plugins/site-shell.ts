import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';
// Node loads this config and cannot import the shared package's TypeScript by name (it is left external); a
// relative file is bundled into the config.
// eslint-disable-next-line no-restricted-imports
import { PRERENDERED, SHELL_END, SHELL_START } from '../../../packages/shared/src/first-data.ts';
import { markSessionLinksPending } from '#web/app/session-links.ts';

/** Where the pre-rendered shell goes: index.html's #root, holding only this marker. */
const ROOT_WITH_MARKER = '<div id="root"><!--app-shell--></div>';
/**
 * The fonts of the first screen (body text and headings), preloaded so the swap happens before first paint.
 */
const CRITICAL_FONTS = [/inter-latin-400-normal-[\w-]+\.woff2$/, /poppins-latin-700-normal-[\w-]+\.woff2$/];

/** Renders `renderSiteShell()` (src/app/prerender-shell.tsx) through a throwaway Vite server in SSR mode. */
async function renderShell(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/app/prerender-shell.tsx')) as {
      renderSiteShell: () => string;
    };
    return mod.renderSiteShell();
  } finally {
    await server.close();
  }
}

/** The global stylesheet's `<link>` becomes a `<style>`: the critical CSS travels inside the HTML. */
function inlineEntryCss(html: string, ctx: IndexHtmlTransformContext): string {
  const bundle = ctx.bundle ?? {};
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return tag;
    return `<style>${String(asset.source).trim()}</style>`;
  });
}

function fontPreloads(ctx: IndexHtmlTransformContext): string {
  const files = Object.keys(ctx.bundle ?? {});
  return CRITICAL_FONTS.map((pattern) => files.find((file) => pattern.test(file)))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

/**
 * ADR 009: at build time index.html gets the site's frame pre-rendered into #root, the global CSS inlined
 * and the first screen's fonts preloaded, so the first paint needs neither JavaScript nor another request.
 */
export function siteShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'curio:site-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(ROOT_WITH_MARKER)) throw new Error(`index.html has no ${ROOT_WITH_MARKER}`);
        const shell = await renderShell(root);
        // #root is marked until the app has started on it: its controls wait (styles/frame.css).
        const withShell = html.replace(
          ROOT_WITH_MARKER,
          () =>
            `<div id="root" ${PRERENDERED}="">${SHELL_START}${markSessionLinksPending(shell)}${SHELL_END}</div>`,
        );
        return inlineEntryCss(withShell, ctx).replace('</title>', `</title>\n    ${fontPreloads(ctx)}`);
      },
    },
  };
}
