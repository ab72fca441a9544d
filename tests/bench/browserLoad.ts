/**
 * Page loads in Debian's Chromium (playwright-core, the e2e suite's headless flags): which scripts a
 * route loads, and how long a cold load takes until the login form is laid out.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '../e2e/fixtures/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs` after the suite's flags (classroom.ts: Chromium's fake camera and microphone). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Runs before the page's scripts: notes performance.now() when the login form first has a box, and
 * when the page is live: #root[data-live], set by the app once it has drawn the page or hydrated the
 * server's (app/App.tsx), and by the bare React page once it has drawn its form.
 */
const MARK_LOGIN_FORM = `(() => {
  const mark = () => {
    const form = document.querySelector('[data-testid="login-form"]');
    if (window.__loginFormAt === undefined && form && form.getBoundingClientRect().height > 0) window.__loginFormAt = performance.now();
    if (window.__liveAt === undefined && document.querySelector('#root[data-live]')) window.__liveAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-live'] });
})();`;

export interface LoginFormTimes {
  /** From navigation start to the login form laid out. */
  formVisible: number;
  /** From navigation start to the page working (its script has drawn or hydrated it). */
  live: number;
}

/** The login form's times on a cold load (fresh context, empty cache). */
export async function timeToLoginForm(browser: Browser, url: string): Promise<LoginFormTimes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(MARK_LOGIN_FORM);
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const marks = window as { __loginFormAt?: number; __liveAt?: number };
        return marks.__loginFormAt !== undefined && marks.__liveAt !== undefined;
      },
      null,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => {
      const marks = window as unknown as { __loginFormAt: number; __liveAt: number };
      return { formVisible: marks.__loginFormAt, live: marks.__liveAt };
    });
  } finally {
    await context.close();
  }
}

/** Script paths (URL pathnames) a fresh page loads for `url` until `testId` shows. */
export async function scriptsLoaded(context: BrowserContext, url: string, testId: string): Promise<string[]> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  try {
    await page.goto(url);
    await page.getByTestId(testId).waitFor({ state: 'visible', timeout: 30_000 });
    // Lazy chunks the page asks for right after showing (none expected) still count.
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await page.close();
  }
}

/** A context signed in through the login form (the web keeps the session in local storage). */
export async function signedInContext(browser: Browser, origin: string, userId: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/demo`);
  await page.getByTestId('login-username').fill(userId);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/demo\/(room|task)\/list$/, { timeout: 30_000 });
  await page.close();
  return context;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
