/**
 * No import cycles among the repository's own modules (ARCHITECTURE.md): a file in a cycle fails lint,
 * and the message names the cycle. What counts is what runs: `import`, `export ... from`, a bare
 * `import './x'` and a lazy `import('./x')`; an import or re-export of types only (`import type`, or
 * every name marked `type`) is erased and does not count. Packages do not count; `@boda/contract`
 * is the repository's contract/src.
 *
 * One pass: each file is read once with TypeScript's parser alone (no type information, no resolver
 * plugin), and its strongly connected component is found once (Tarjan) for every file it reaches.
 * import-x/no-cycle, which this replaces, parsed each dependency with the full ESLint parser and walked
 * the graph again per file: 26 of ESLint's ~100 rule seconds here, this rule well under one.
 *
 * The graph lives as long as the process: `eslint` runs once; an editor's long-lived ESLint server
 * sees other files' imports as they were when it first read them (restart it after moving imports).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { repoPath, root } from './repoPaths.js';

const CONTRACT = join(root, 'contract/src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file an import names, or null for a package or a name that is no file here. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier === '@boda/contract') base = join(CONTRACT, 'index');
  else if (specifier.startsWith('@boda/contract/')) base = join(CONTRACT, specifier.slice('@boda/contract/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  // 'x.js' in a TypeScript import may name x.ts.
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  // Modules only: a stylesheet, an image or JSON imports nothing.
  return candidates.find((path) => EXTENSIONS.some((ext) => path.endsWith(ext)) && isFile(path)) ?? null;
}

const typeOnlyNames = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The module specifiers of a file's imports that run (see the header). */
function runtimeImports(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typesOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            typeOnlyNames(clause.namedBindings.elements)));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typesOnly =
        node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && typeOnlyNames(node.exportClause.elements));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file -> the files it imports at run time (each file read once). */
const edges = new Map();
function importsOf(file) {
  let targets = edges.get(file);
  if (!targets) {
    targets = [
      ...new Set(
        runtimeImports(file)
          .map((specifier) => resolveImport(file, specifier))
          .filter(Boolean),
      ),
    ];
    edges.set(file, targets);
  }
  return targets;
}

/** file -> its strongly connected component (an array shared by its members), once known. */
const componentOf = new Map();

/**
 * Tarjan's algorithm from `start` over the files not yet in a component. A file already in one was
 * finished in an earlier walk, with everything it reaches, so no new cycle can pass through it.
 */
function findComponents(start) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  const strongConnect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of importsOf(file)) {
      if (componentOf.has(target)) continue;
      if (!index.has(target)) {
        strongConnect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      for (const each of component) componentOf.set(each, component);
    }
  };
  strongConnect(start);
}

/** One cycle through `file` inside its component (breadth-first, so the shortest), as repository paths. */
function cycleThrough(file, component) {
  const members = new Set(component);
  const cameFrom = new Map([[file, null]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const target of importsOf(current)) {
      if (target === file) {
        const path = [current];
        for (let step = cameFrom.get(current); step !== null; step = cameFrom.get(step)) path.unshift(step);
        return [...path, file].map(repoPath);
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, current);
        queue.push(target);
      }
    }
  }
  return [repoPath(file), repoPath(file)];
}

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'No import cycles among the repository modules (type-only imports aside)' } },
  create(context) {
    const file = context.physicalFilename;
    return {
      Program(node) {
        if (!isFile(file)) return;
        if (!componentOf.has(file)) findComponents(file);
        const component = componentOf.get(file);
        const selfImport = importsOf(file).includes(file);
        if (component.length > 1 || selfImport) {
          context.report({ node, message: `Import cycle: ${cycleThrough(file, component).join(' -> ')}` });
        }
      },
    };
  },
};

export default noCycle;
