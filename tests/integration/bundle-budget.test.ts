import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CEILING_GZIP_BYTES, ROUTES, gzipBytes, readManifest, routeFiles, type Manifest } from '../bench/bundle';
import { buildApp } from '../bench/webBuilds';

// The production web build, made here so the numbers are this commit's (bytes are deterministic).
let webDir: string;
let manifest: Manifest;

beforeAll(async () => {
  webDir = await buildApp();
  manifest = readManifest(webDir);
}, 300_000);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('web bundle budget', () => {
  it('the login page loads none of the signed-in areas, other features or the editor', () => {
    const files = routeFiles(manifest, ROUTES.login.lazy);
    // The login page itself comes with the entry (it is the first screen of most visits): no page chunk.
    expect(files.filter((file) => /-pages-/.test(file))).toEqual([]);
    expect(files.filter((file) => /vendor-tiptap|ComposeDialog|ServiceLayout|ManageLayout|SettingsDialog/.test(file))).toEqual([]);
  });

  it('the login page sends and reads answers without zod (no schemas on the way to sign-in)', () => {
    expect(routeFiles(manifest, ROUTES.login.lazy).filter((file) => /vendor-zod|vendor-virtual/.test(file))).toEqual([]);
  });

  it('the page loads the translations of the language it shows, the other only on a switch', () => {
    const files = routeFiles(manifest, ROUTES.login.lazy);
    expect(files.filter((file) => /^assets\/(en|ko)-/.test(file)).map((file) => file.slice(7, 9))).toEqual(['en']);
    expect(manifest['src/i18n/locales/ko.ts']?.file).toMatch(/^assets\/ko-/);
  });

  it('a cold login page asks for few files (on HTTP/1.1 their queue, not the bytes, is the wait): Fluent comes as its core', () => {
    const files = routeFiles(manifest, ROUTES.login.lazy);
    // 12 today: entry, runtime, app shell, React, Query, Fluent's core, 4 icon groups, route loaders, translations.
    // More means a module the entry needs became a chunk of its own: add it to APP_SHELL (renderer/bundleSplitting.ts).
    expect(files.length).toBeLessThanOrEqual(13);
    expect(files.filter((file) => /app-shell-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /vendor-fluent-core-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /vendor-fluent-[\w-]{8}\.js$/.test(file))).toEqual([]);
  });

  it('the login page stays under its gzip ceiling', () => {
    const bytes = gzipBytes(webDir, routeFiles(manifest, ROUTES.login.lazy));
    expect(bytes).toBeLessThanOrEqual(LOGIN_CEILING_GZIP_BYTES);
  });

  it('each main route finds its chunks in the manifest, and signed-in areas load their own', () => {
    for (const route of Object.values(ROUTES)) expect(routeFiles(manifest, route.lazy).length).toBeGreaterThan(1);
    const rooms = routeFiles(manifest, ROUTES['service rooms'].lazy);
    expect(rooms.some((file) => /rooms-pages-/.test(file))).toBe(true);
    expect(rooms.some((file) => /users-pages-|vendor-tiptap/.test(file))).toBe(false);
  });
});
