/**
 * The two web builds the bundle bench compares, made in the same run: the app's production web build
 * (renderer/vite.config.ts, with its manifest) and a bare React login form (tests/bench/baseline).
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Vite takes NODE_ENV as it finds it: under vitest ('test') React would be its development build. */
async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The production web build (as npm run build:web) into a temp folder; returns the folder. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'boda-bench-web-'));
  await asProduction(() =>
    build({ configFile: join(repoRoot, 'renderer/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
  );
  return outDir;
}

/** The baseline: React and react-dom rendering a plain form, built the same way (production, minified). */
export async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'boda-bench-baseline-'));
  await asProduction(() =>
    build({
      configFile: false,
      root: join(repoRoot, 'tests/bench/baseline'),
      base: '/',
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    }),
  );
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.css': 'text/css' };

/** A plain static server for the baseline on 127.0.0.1 (no compression, like the app's server). */
export async function serveStatic(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    readFile(file)
      .then((body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body))
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}
