/**
 * How both renderer builds (web: renderer/vite.config.ts, desktop: electron.vite.config.ts) split and
 * tree-shake the app: per-feature lazy chunks come from the router's dynamic imports; this adds the
 * vendor groups, readable chunk names and the app's side-effect-free declaration. The web build also
 * writes each text file's .br and .gz (scripts/precompressWeb.ts).
 */

/**
 * Libraries in chunks of their own: they change less often than the app (better caching across
 * releases), and the groups follow who needs them. React, the router and TanStack Query run every
 * page; virtual rows and zod only the pages that use them; Fluent UI's core is one chunk and the rest
 * is split by the pages that use each part, so the login page does not carry the data grid (the groups
 * are explained below); Tiptap (and ProseMirror) only ever load with the message editor.
 * Add recharts and react-pdf here (as their own groups) when their pages arrive.
 */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|use-sync-external-store)[\\/]/,
    priority: 40,
  },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 30 },
  // Virtual rows: only the long lists (DataTable, pickers, group tree) need them.
  { name: 'vendor-virtual', test: /[\\/]node_modules[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/]/, priority: 30 },
  // zod checks forms and stored data of signed-in pages; on its own so no shared chunk carries it to the login page.
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 30 },
  {
    name: 'vendor-tiptap',
    test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
    priority: 30,
  },
  // Fluent UI in three groups. Split purely by the pages that use each module (entriesAware), a cold page
  // load asked for 80 tiny chunks, and on HTTP/1.1 (6 connections) that queue, not the bytes, was the
  // time (tests/bench/solverOpen.ts). The core every page renders with (styles, tokens, provider, text,
  // buttons, fields, spinner, message bar) is one chunk: the login page's own set, smaller than its split
  // parts were. Icons, and the rest (dialogs, menus, tables, toasts...) go by page, with parts under 10 KB
  // merged into a neighbour.
  {
    name: 'vendor-fluent-core',
    test: /[\\/]node_modules[\\/](@griffel|@emotion|keyborg|stylis|rtl-css-js|@fluentui[\\/](tokens|keyboard-keys|react-(utilities|provider|shared-contexts|jsx-runtime|motion|text|label|button|field|input|spinner|link|checkbox|progress|message-bar|theme)))[\\/]/,
    priority: 22,
  },
  {
    name: 'vendor-fluent-icons',
    test: /[\\/]node_modules[\\/]@fluentui[\\/]react-icons[\\/]/,
    priority: 21,
    entriesAware: true,
    entriesAwareMergeThreshold: 10_000,
  },
  {
    name: 'vendor-fluent',
    test: /[\\/]node_modules[\\/](@fluentui|@floating-ui|tabster|embla-carousel[a-z-]*)[\\/]/,
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 10_000,
  },
  // The app's own first-screen modules in one chunk. The entry cannot hold a module a lazy chunk also
  // imports (Rolldown keeps chunks free of import cycles), so each such module became a chunk of a few
  // hundred bytes, and a cold load of the login page queued 25 requests on HTTP/1.1's 6 connections.
  // The modules below are what the entry needs of them (tests/integration/bundle-budget.test.ts holds
  // the login page to a few files).
  { name: 'app-shell', test: (id: string) => APP_SHELL.some((pattern) => pattern.test(id.replaceAll('\\', '/'))), priority: 10 },
];

/** Modules of the app's shell: the API client, platform and i18n runtime, the plain contract values, and the entry's small shared parts. */
const APP_SHELL = [
  // storedProfile (zod) and answerCheck (development only) load on demand.
  /\/renderer\/src\/api\/(?!storedProfile|answerCheck)/,
  /\/renderer\/src\/platform\//,
  /\/renderer\/src\/i18n\/([^/]+|locales\/byNamespace\.ts)$/,
  /\/renderer\/src\/ui\/feedback\/(errorPopupStore|errorReactions|notify)\.ts$/,
  // The login page's parts the route map's pages also use (the route map is a chunk of its own: routeDiscovery.ts).
  /\/renderer\/src\/features\/(desktop\/SettingsButton|sso\/handover|errors\/ErrorPage|branding\/BrandingImage)\.tsx?$/,
  /\/renderer\/src\/ui\/(BrandWordmark|LanguageSwitch)\.tsx$/,
  /\/contract\/src\/(enums|errors|config|envelope|launchCodes|notify|permissions|api\/(branding|logLimits))\.ts$/,
  /\/node_modules\/(i18next|react-i18next|ky|zustand)\//,
];

/**
 * The app's own feature, shell and ui modules, and the contract, do nothing when imported, only when
 * called. Declaring so lets a feature's index.ts (and the contract's index.ts) re-export a whole public
 * surface: a chunk carries only what it uses (the login page's import of the desktop settings button
 * does not bring the settings dialog; its import of ErrorCode does not bring every resource's
 * schemas), and the bundle budget (tests/bench/bundle.ts) catches a regression. Bare side-effect
 * imports belong outside these folders (index.tsx imports './i18n'); contract modules declare values
 * and schemas only. A module is bundled whole (what any chunk uses of it), so the plain values the
 * login page needs live in contract modules without zod (enums, errors, config, envelope,
 * launchCodes, api/branding, api/logLimits): the bundle-budget test fails if zod reaches the page.
 */
const sideEffectFreeSource = /[\\/](renderer[\\/]src[\\/](features|app|ui)|contract[\\/]src)[\\/]/;

/** Chunk names say which feature or area they hold (features/rooms/pages.ts -> rooms-pages). */
function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const feature = chunk.facadeModuleId?.match(/[\\/]features[\\/]([^\\/]+)[\\/]([^\\/.]+)\.tsx?$/);
  // Groups split by the pages that use them are named after those pages ('vendor-fluent~index~pages~...'): keep the group.
  const name = feature ? `${feature[1]}-${feature[2]}` : chunk.name.split('~')[0];
  return `assets/${name}-[hash].js`;
}

export const bundleSplitting = {
  treeshake: { moduleSideEffects: (id: string) => (sideEffectFreeSource.test(id) ? false : undefined) },
  output: { codeSplitting: { groups: vendorChunks }, chunkFileNames: chunkName },
};
