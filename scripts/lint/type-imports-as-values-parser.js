// The parser import-x reads a dependency with when it follows imports (setting `import-x/parsers`): the
// TypeScript parser, then every type-only import and re-export marked as a value one, so no-cycle walks
// through them (type-import-cycles.js says why). Only import-x uses it; ESLint lints with the real parser.
import { parseForESLint as parseTypeScript } from '@typescript-eslint/parser';

const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

export function parseForESLint(code, options) {
  const parsed = parseTypeScript(code, options);
  for (const node of parsed.ast.body) {
    if (!DECLARATIONS.has(node.type)) continue;
    if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
    if (node.exportKind === 'type') node.exportKind = 'value';
    for (const specifier of node.specifiers ?? []) {
      if (specifier.importKind === 'type' || specifier.importKind === 'typeof')
        specifier.importKind = 'value';
      if (specifier.exportKind === 'type') specifier.exportKind = 'value';
    }
  }
  return parsed;
}
