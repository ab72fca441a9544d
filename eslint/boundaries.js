/**
 * The inner walls of ARCHITECTURE.md as one lint plugin, so a wrong import fails `npm run lint`:
 *  - server layers, lowest first: a layer imports only its own or lower layers; every layer may use
 *    server/src/errors.ts, and take types (only) from the top-level wiring (`runtime.ts`: every layer
 *    receives the runtime it runs in);
 *  - a server resource reaches another resource only through that resource's index.ts;
 *  - renderer infrastructure (api, ui, platform, i18n, session) never imports features or the app
 *    shell; a feature reaches another feature only through its index.ts and never imports the shell.
 *    The route path builder (app/router/paths.ts, no imports of its own) is open to all.
 * Paths are resolved relative to the importing file; bare package imports are not its concern.
 * Its second rule, `no-cycle`, is in eslint/cycles.js.
 */
import { dirname, resolve } from 'node:path';
import noCycle from './cycles.js';
import { repoPath } from './repoPaths.js';

const SERVER = 'server/src/';
const RENDERER = 'renderer/src/';

/** Server layers from the bottom; files at server/src/ top level (app, runtime, main, cli) are the wiring above all. */
/** Top-level files every layer may use (the error type all layers throw). */
const SERVER_BASE = ['errors'];
const SERVER_LAYERS = [
  'db',
  'realtime',
  'storage',
  'pdf',
  'ink',
  'launch',
  'config',
  'mail',
  'auth',
  'http',
  'jobs',
  'backup',
  'resources',
  'seed',
  'cli',
  'test',
];
const RENDERER_INFRASTRUCTURE = ['api', 'ui', 'platform', 'i18n', 'session', 'test'];

function strip(path) {
  return path.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');
}

/** 'server/src/resources/room/service.ts' -> { area: 'server', parts: ['resources','room','service'] } */
function locate(path) {
  for (const [area, prefix] of [
    ['server', SERVER],
    ['renderer', RENDERER],
  ]) {
    if (path.startsWith(prefix)) return { area, parts: strip(path.slice(prefix.length)).split('/') };
  }
  return null;
}

function isIndexOf(targetPath, folder) {
  return /\/index(\.tsx?)?$/.test(targetPath) ? strip(targetPath).endsWith(folder) : strip(targetPath) === folder;
}

function serverProblem(from, to, targetPath, typeOnly) {
  // A layer's own index.ts (server/src/pdf/index.ts) strips to the bare layer name: still that layer.
  const layerOf = (parts) => (parts.length > 1 || SERVER_LAYERS.includes(parts[0]) ? parts[0] : null);
  const fromLayer = layerOf(from.parts);
  const toLayer = layerOf(to.parts);
  if (toLayer === null && SERVER_BASE.includes(to.parts[0])) return null;
  if (toLayer === null) {
    // Top-level wiring: only the wiring itself (and tests) import it, or take its types.
    if (fromLayer === null || typeOnly || fromLayer === 'test') return null;
    return `server/src/${fromLayer}/ must not import the top-level wiring (${to.parts.join('/')}); receive it instead`;
  }
  if (fromLayer === null) return null;
  const rank = (layer) => SERVER_LAYERS.indexOf(layer);
  if (rank(fromLayer) >= 0 && rank(toLayer) > rank(fromLayer)) {
    return `server layer '${fromLayer}' must not import the higher layer '${toLayer}' (order: ${SERVER_LAYERS.join(' < ')})`;
  }
  if (fromLayer === 'resources' && toLayer === 'resources' && from.parts[1] !== to.parts[1]) {
    if (!isIndexOf(targetPath, `${SERVER}resources/${to.parts[1]}`)) {
      return `resource '${from.parts[1]}' may import resource '${to.parts[1]}' only through its index.ts`;
    }
  }
  return null;
}

/** The route path builder has no imports of its own: every part of the renderer may build paths with it. */
const RENDERER_SHARED = ['app/router/paths'];

function rendererProblem(from, to, targetPath) {
  const fromZone = from.parts[0];
  const toZone = to.parts[0];
  if (RENDERER_SHARED.includes(to.parts.join('/'))) return null;
  if (RENDERER_INFRASTRUCTURE.includes(fromZone) && fromZone !== 'test' && (toZone === 'features' || toZone === 'app')) {
    return `renderer/src/${fromZone}/ is infrastructure: it must not import ${toZone}/`;
  }
  if (fromZone === 'features') {
    if (toZone === 'app') return 'a feature must not import the app shell (only app/router/paths for route paths)';
    if (toZone === 'features' && from.parts[1] !== to.parts[1] && !isIndexOf(targetPath, `${RENDERER}features/${to.parts[1]}`)) {
      return `feature '${from.parts[1]}' may import feature '${to.parts[1]}' only through its index.ts`;
    }
  }
  return null;
}

const walls = {
  meta: { type: 'problem', schema: [], docs: { description: 'Server layers, resource and feature surfaces, renderer zones' } },
  create(context) {
    const filePath = repoPath(context.filename);
    const from = locate(filePath);
    if (!from || /\.test\.tsx?$/.test(filePath)) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetPath = repoPath(resolve(dirname(context.filename), source));
      const to = locate(targetPath);
      if (!to || to.area !== from.area) return;
      const problem = from.area === 'server' ? serverProblem(from, to, targetPath, typeOnly) : rendererProblem(from, to, targetPath);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { walls, 'no-cycle': noCycle } };
