/**
 * Limits of a desktop notification (the bridge's 'notify.show', contract/src/desktop.ts). Kept apart from
 * desktop.ts, which is all zod, so the renderer's platform (on the login page's path) clips text without
 * loading any schema (tests/integration/bundle-budget.test.ts).
 */
export const NOTIFY_TITLE_MAX = 200;
export const NOTIFY_BODY_MAX = 1000;
