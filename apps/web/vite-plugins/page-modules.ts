import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The page modules a build's manifest lacks: `modules` are source paths as the manifest keys them. */
export function missingPageModules(manifest: Readonly<Record<string, unknown>>, modules: readonly string[]) {
  return modules.filter((module) => !Object.hasOwn(manifest, module));
}

/**
 * Fails the build when a page module the server looks up in the manifest (`PAGE_MODULES`,
 * packages/shared/src/page-modules.ts) is not in it: a page renamed or moved without its entry there would
 * otherwise lose its load hints and its server render (ADR 012, ADR 019) without a word. Read once every file
 * is written, from the manifest the server reads (`build.manifest: true`).
 */
export function pageModules(modules: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'curio:page-modules',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const missing = missingPageModules(manifest, Object.values(modules));
      if (missing.length > 0)
        this.error(
          `PAGE_MODULES (packages/shared/src/page-modules.ts) names modules the build does not have: ` +
            `${missing.join(', ')}. Point each at its page's file as the route table imports it.`,
        );
    },
  };
}
