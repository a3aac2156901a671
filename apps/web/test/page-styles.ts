import path from 'node:path';
import ts from 'typescript';
import { rules } from './stylesheets.ts';

/**
 * What a lazily loaded part of the app (a route's page, a lazy component) brings with it: the stylesheets its
 * own static imports load, and the classes its modules render. Vite loads a chunk's CSS with the chunk
 * (docs/decisions/026-each-page-brings-its-own-styles.md), so a class whose stylesheet only another page
 * imports is unstyled whenever this part is the first one a tab loads.
 */

/** A module's source, by absolute path: `.ts`/`.tsx` and `.css`. */
export type TSources = ReadonlyMap<string, string>;

type TModule = { statics: string[]; dynamics: string[]; classes: string[] };

/** Where `specifier`, imported by `from`, lives; undefined for a package. */
function resolve(specifier: string, from: string, src: string): string | undefined {
  if (specifier.startsWith('#web/')) return path.join(src, specifier.slice('#web/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return undefined;
}

const CLASS_TOKEN = /^-?[a-z_][\w-]*$/i;

/**
 * The class names of a string inside a `className` (or a `class:` key): whole words only. A word that touches
 * a `${…}` and ends in `-` or `_` is the start of a name made at run time (`btn--${variant}`), not a class.
 */
function classWords(text: string, touchesBefore: boolean, touchesAfter: boolean): string[] {
  const words = text.split(/\s+/);
  return words.filter((word, index) => {
    const isEdge = (index === 0 && touchesBefore) || (index === words.length - 1 && touchesAfter);
    if (isEdge && /[-_]$/.test(word)) return false;
    return CLASS_TOKEN.test(word) && !(index === 0 && touchesBefore && /^[-_]/.test(word));
  });
}

/** Every class name written as a string literal inside `node`. */
function literalClasses(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) {
      found.push(...classWords(child.text, false, false));
    } else if (ts.isTemplateExpression(child)) {
      found.push(...classWords(child.head.text, false, true));
      child.templateSpans.forEach((span, index) => {
        visit(span.expression);
        const isLast = index === child.templateSpans.length - 1;
        found.push(...classWords(span.literal.text, true, !isLast));
      });
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

const isClassKey = (name: ts.Node) =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && ['class', 'className'].includes(name.text);

/** A script's imports (static, and `import()` with a literal) and the classes its markup names. */
function parseScript(file: string, source: string, src: string): TModule {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const module: TModule = { statics: [], dynamics: [], classes: [] };
  const add = (into: string[], specifier: string) => {
    const target = resolve(specifier, file, src);
    if (target) into.push(target);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)
    ) {
      add(module.statics, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(module.dynamics, node.arguments[0].text);
    } else if (ts.isJsxAttribute(node) && isClassKey(node.name) && node.initializer) {
      module.classes.push(...literalClasses(node.initializer));
    } else if (ts.isPropertyAssignment(node) && isClassKey(node.name)) {
      module.classes.push(...literalClasses(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return module;
}

/** Parentheses' and brackets' contents blanked, so `:not(.a .b)` or `[title='a b']` is one compound. */
const outerSelector = (selector: string) => {
  let depth = 0;
  let out = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    if (depth === 0) out += char;
    if (char === ')' || char === ']') depth -= 1;
  }
  return out;
};

/**
 * The classes a stylesheet styles on their own: those of a selector that is one compound (`.btn`,
 * `.btn--primary:hover`, `.field__input[aria-invalid='true']`). A class met only inside a longer selector
 * (`.category-create .field`) is styled there as part of something else, which brings its own sheet.
 */
export function definedClasses(css: string): string[] {
  return rules(css).flatMap(({ selector }) =>
    (selector.split(';').pop() ?? '')
      .split(',')
      .map((part) => outerSelector(part.trim()))
      .filter((part) => part.startsWith('.') && !/[\s>+~]/.test(part))
      .flatMap((part) => [...part.matchAll(/\.(-?[a-z_][\w-]*)/gi)].map((match) => match[1] ?? '')),
  );
}

const cssImports = (file: string, css: string, src: string) =>
  [...css.matchAll(/@import\s+['"]([^'"]+)['"]/g)].flatMap((match) => {
    const target = resolve(match[1] ?? '', file, src);
    return target ? [target] : [];
  });

export type TPageStyles = {
  /** The module whose chunk the app loads on its own (the entry, a route's page, a lazy component). */
  unit: string;
  /** A module of it that renders `className`, whose only stylesheets the unit does not load. */
  module: string;
  className: string;
  definedIn: string[];
};

type TOptions = {
  src: string;
  entry: string;
  /**
   * Route tables whose pages render inside a layout loaded on its own: each page gets the layout's styles
   * (the console's pages render inside its layout).
   */
  renderedInside: Readonly<Record<string, string>>;
};

/**
 * Every class a lazily loaded part renders without loading a stylesheet that defines it, by whatever way the
 * app can reach it: its own static imports, the entry's, its layout's, and what every part that loads it
 * has loaded already.
 */
export function unstyledClasses(sources: TSources, { src, entry, renderedInside }: TOptions): TPageStyles[] {
  const modules = new Map<string, TModule>();
  const definers = new Map<string, string[]>();
  for (const [file, source] of sources) {
    if (file.endsWith('.css')) {
      modules.set(file, { statics: cssImports(file, source, src), dynamics: [], classes: [] });
      for (const name of new Set(definedClasses(source)))
        definers.set(name, [...(definers.get(name) ?? []), file]);
    } else modules.set(file, parseScript(file, source, src));
  }

  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !modules.has(file)) return;
      seen.add(file);
      for (const next of modules.get(file)?.statics ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const sheetsOf = (files: Iterable<string>) => new Set([...files].filter((file) => file.endsWith('.css')));

  const units = new Set([entry, ...[...modules.values()].flatMap((module) => module.dynamics)]);
  const closures = new Map([...units].map((unit) => [unit, closure(unit)]));
  const loaders = (unit: string) =>
    [...units].filter((loader) =>
      [...(closures.get(loader) ?? [])].some((file) => modules.get(file)?.dynamics.includes(unit)),
    );
  const layoutOf = (unit: string) =>
    Object.entries(renderedInside).find(([table]) => modules.get(table)?.dynamics.includes(unit))?.[1];

  const guaranteed = new Map<string, Set<string>>();
  const sheetsFor = (unit: string, visiting = new Set<string>()): Set<string> => {
    const known = guaranteed.get(unit);
    if (known) return known;
    const own = sheetsOf(closures.get(unit) ?? []);
    const layout = layoutOf(unit);
    if (layout) for (const sheet of sheetsOf(closure(layout))) own.add(sheet);
    const ways = loaders(unit).filter((loader) => !visiting.has(loader));
    const inherited = ways.map((loader) => sheetsFor(loader, new Set([...visiting, unit])));
    const common = inherited.reduce<Set<string> | undefined>(
      (all, sheets) => (all ? new Set([...all].filter((sheet) => sheets.has(sheet))) : new Set(sheets)),
      undefined,
    );
    const sheets = new Set([...own, ...(common ?? [])]);
    guaranteed.set(unit, sheets);
    return sheets;
  };

  return [...units].flatMap((unit) => {
    const sheets = sheetsFor(unit);
    return [...(closures.get(unit) ?? [])].flatMap((file) =>
      [...new Set(modules.get(file)?.classes ?? [])].flatMap((className) => {
        const definedIn = definers.get(className) ?? [];
        if (definedIn.length === 0 || definedIn.some((sheet) => sheets.has(sheet))) return [];
        return [{ unit, module: file, className, definedIn }];
      }),
    );
  });
}
