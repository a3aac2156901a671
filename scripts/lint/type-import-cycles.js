// import-x/no-cycle skips type-only imports twice over (eslint-plugin-import-x 4, lib/rules/no-cycle.js, with
// no option to change it): the linted file's own `import type` is never followed, and a dependency's
// `import type` is dropped while the rule walks the graph (`isOnlyImportingTypes`, lib/core/ast-module.js).
// A type-only cycle has no runtime effect, but it still ties two files into one unit that cannot be read,
// moved or split alone, so here it is an error too (docs/ARCHITECTURE.md, "Rules the linter enforces").
// `withTypeImportCycles(importX)` is the plugin with its no-cycle rule shown every import as a value
// import; `typeImportsAsValuesParser` is the parser the rule reads dependencies with (`import-x/parsers`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parser module of `import-x/parsers`: the TypeScript parser, with every type-only import as a value. */
export const typeImportsAsValuesParser = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'type-imports-as-values-parser.js',
);

/** An import or re-export declaration as a value import (a shallow copy: the linted AST stays as it is). */
function asValueImport(node) {
  const copy = { ...node };
  if ('importKind' in copy) copy.importKind = 'value';
  if ('exportKind' in copy) copy.exportKind = 'value';
  if (Array.isArray(copy.specifiers))
    copy.specifiers = copy.specifiers.map((specifier) => ({
      ...specifier,
      ...('importKind' in specifier && { importKind: 'value' }),
      ...('exportKind' in specifier && { exportKind: 'value' }),
    }));
  return copy;
}

const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

/** import-x/no-cycle that also follows type-only imports, the linted file's own included. */
function noCycleWithTypes(rule) {
  return {
    ...rule,
    create(context) {
      const visitors = rule.create(context);
      return Object.fromEntries(
        Object.entries(visitors).map(([selector, visit]) => [
          selector,
          DECLARATIONS.has(selector) ? (node) => visit(asValueImport(node)) : visit,
        ]),
      );
    },
  };
}

/** The import-x plugin whose `no-cycle` counts type-only imports (its other rules unchanged). */
export const withTypeImportCycles = (plugin) => ({
  ...plugin,
  rules: { ...plugin.rules, 'no-cycle': noCycleWithTypes(plugin.rules['no-cycle']) },
});
