import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appResponseHeaders, resolveAppAsset } from './app-protocol';
import { contentSecurityPolicy, decideWindowOpen, isAllowedExternal, isAppUrl, isPermissionGranted } from './security';

const SERVER = 'https://boda.example.kr';

describe('CSP', () => {
  it('allows scripts only from the app and remote access only to the server', () => {
    const csp = contentSecurityPolicy(SERVER);
    expect(csp).toContain(`script-src 'self'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain(`connect-src 'self' ${SERVER}`);
    expect(csp).toContain(`object-src 'none'`);
    expect(contentSecurityPolicy(null)).toContain(`connect-src 'self';`);
    expect(appResponseHeaders(csp)['content-security-policy']).toBe(csp);
  });
});

describe('navigation and external links', () => {
  it('keeps navigation inside app://boda', () => {
    expect(isAppUrl('app://boda/index.html#/x')).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('https://boda.example.kr/')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
  });

  it('opens only allowed https links externally', () => {
    const hosts = ['help.boda.kr', '*.boda-cdn.kr'];
    expect(isAllowedExternal('https://help.boda.kr/a', hosts, SERVER)).toBe(true);
    expect(isAllowedExternal('https://dl.boda-cdn.kr/x.exe', hosts, SERVER)).toBe(true);
    expect(isAllowedExternal('https://boda-cdn.kr.evil.com/', hosts, SERVER)).toBe(false);
    expect(isAllowedExternal('https://evilboda-cdn.kr/', hosts, SERVER)).toBe(false);
    expect(isAllowedExternal('http://help.boda.kr/a', hosts, SERVER)).toBe(false);
    expect(isAllowedExternal('https://user@help.boda.kr/', hosts, SERVER)).toBe(false);
    expect(isAllowedExternal(`${SERVER}/manual.pdf`, [], SERVER)).toBe(true);
    expect(isAllowedExternal('file:///C:/Windows/System32/calc.exe', hosts, SERVER)).toBe(false);
    expect(isAllowedExternal('smb://host/share', hosts, SERVER)).toBe(false);
    expect(decideWindowOpen('https://evil.com', hosts, SERVER)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('https://help.boda.kr/', hosts, SERVER)).toEqual({ action: 'deny', openExternal: 'https://help.boda.kr/' });
  });

  it('denies permissions by default', () => {
    expect(isPermissionGranted('media', 'app://boda/')).toBe(false);
    expect(isPermissionGranted('geolocation', 'app://boda/')).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://evil.com/')).toBe(false);
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://boda/')).toBe(true);
  });
});

describe('app:// asset resolution', () => {
  const root = path.resolve('/srv/out/renderer');
  it('serves files under the renderer folder and index.html for routes', () => {
    expect(resolveAppAsset(root, 'app://boda/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppAsset(root, 'app://boda/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
    expect(resolveAppAsset(root, 'app://boda/acme/room/list')).toBe(path.join(root, 'index.html'));
  });

  it('refuses traversal and other hosts', () => {
    expect(resolveAppAsset(root, 'app://boda/../../etc/passwd.txt')).toBe(path.join(root, 'etc/passwd.txt'));
    expect(resolveAppAsset(root, 'app://boda/%2e%2e/%2e%2e/main/index.js')).toBe(path.join(root, 'main/index.js'));
    expect(resolveAppAsset(root, 'app://boda/..%5c..%5cmain.js')).toBeNull();
    expect(resolveAppAsset(root, 'app://boda/a%00.js')).toBeNull();
    expect(resolveAppAsset(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppAsset(root, 'file:///etc/passwd')).toBeNull();
  });
});
