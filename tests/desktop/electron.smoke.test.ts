import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { _electron as electron, type ElectronApplication } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Runs the real app in Electron through Playwright where an Electron binary exists. Resolved the way
 * node_modules/electron/index.js does, but without requiring it: that module starts a download when
 * the binary is missing, and the download cannot work here.
 */
const root = path.resolve(import.meta.dirname, '../..');

function findElectron(): { path: string } | { skip: string } {
  const pkg = path.join(root, 'node_modules/electron');
  const pathTxt = path.join(pkg, 'path.txt');
  const relative = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override ? path.join(override, relative ?? 'electron') : relative ? path.join(pkg, 'dist', relative) : null;
  if (candidate === null)
    return { skip: 'no Electron binary: node_modules/electron/path.txt is missing (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1)' };
  try {
    accessSync(candidate, constants.X_OK);
  } catch {
    return { skip: `no executable Electron binary at ${candidate}` };
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    return { skip: 'Electron found but no display (run under xvfb-run)' };
  return { path: candidate };
}

const found = findElectron();
if ('skip' in found) console.warn(`electron smoke test skipped: ${found.skip}`);

describe.skipIf('skip' in found)('Electron smoke (Playwright _electron)', () => {
  let app: ElectronApplication;

  beforeAll(async () => {
    await promisify(execFile)('npx', ['electron-vite', 'build'], { cwd: root, timeout: 300_000 });
    const userData = await mkdtemp(path.join(os.tmpdir(), 'boda-e2e-'));
    app = await electron.launch({
      executablePath: (found as { path: string }).path,
      // Root cannot use Chromium's OS sandbox in CI containers; the renderer sandbox flag still applies.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), `--user-data-dir=${userData}`, root],
      env: { ...process.env, ELECTRON_RENDERER_URL: '' },
    });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
  });

  it('opens the bundled renderer on app://boda with the bridge and without Node', async () => {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toMatch(/^app:\/\/boda\//);
    const probe = await page.evaluate(() => ({
      bridge: Object.keys((window as unknown as { boda?: Record<string, unknown> }).boda ?? {}).sort(),
      node: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    }));
    expect(probe.bridge).toEqual(['app', 'classroom', 'deepLinks', 'files', 'launcher', 'logs', 'settings', 'tokens', 'updates']);
    expect(probe.node).toBe('undefined');
    expect(probe.process).toBe('undefined');
    const info = await page.evaluate(() => (window as unknown as { boda: { app: { info(): Promise<{ name: string }> } } }).boda.app.info());
    expect(info.name).toBe('Boda Classroom');
    // The CSP header from app:// forbids eval (no 'unsafe-eval' in script-src).
    const evalResult = await page.evaluate(() => {
      try {
        return String((0, eval)('1 + 1'));
      } catch {
        return 'blocked';
      }
    });
    expect(evalResult).toBe('blocked');
  });
});
