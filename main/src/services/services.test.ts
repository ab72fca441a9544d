import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { installFakeClient } from '../../../tests/desktop/fixtures/class-client';
import { createTicketIssuer, sampleExecParams, type TicketIssuer } from '../../../tests/desktop/fixtures/tickets';
import { SettingsStore } from '../settings/settings-store';
import { LauncherService } from './launcher-service';
import { SettingsService } from './settings-service';

let server: http.Server;
let origin: string;
let issuer: TicketIssuer;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/open/app/agentKey')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(issuer.jwks));
    if (req.url?.startsWith('/open/app/bodaApp?'))
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          success: true,
          errorCode: null,
          // Only the company that uploaded an installer has one; the server names nothing for others.
          data: { result: { downloadLink: req.url.includes('companyId=acme') ? 'https://dl.example.kr/boda-class.AppImage' : null } },
        }),
      );
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = await createTicketIssuer(origin);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LauncherService', () => {
  it('verifies the ticket against the configured server key set and launches', async () => {
    const client = await installFakeClient({ lingerMs: 100 });
    const svc = new LauncherService({
      serverOrigin: () => origin,
      clientPath: () => client.binary,
      locations: { win32: [], darwin: [], linux: [] },
      openExternal: vi.fn(),
      agentVersion: '1.0.0',
      joinWaitMs: 1000,
    });
    expect(await svc.checkClient()).toEqual({ installed: true, running: false, monitorSupported: process.platform === 'win32' });
    expect(await svc.join('forged.ticket.value')).toEqual({ ok: false, error: 'TICKET_INVALID' });
    // The classroom window trusts the same check.
    expect(await svc.verifyTicket('forged.ticket.value')).toBe(false);
    expect(await svc.verifyTicket(await issuer.sign(sampleExecParams()))).toBe(true);
    expect(await svc.join(await issuer.sign(sampleExecParams()))).toEqual({ ok: true });
    expect((await client.argv()).argv).toContain('--room=R1001');
  });

  it("opens the server's download link for this OS and company, and nothing when the server names none", async () => {
    const openExternal = vi.fn(() => Promise.resolve());
    const svc = new LauncherService({
      serverOrigin: () => origin,
      clientPath: () => null,
      locations: { win32: [], darwin: [], linux: [] },
      openExternal,
      agentVersion: '1.0.0',
      platform: 'linux',
    });
    expect(await svc.openInstallPage()).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
    expect(await svc.openInstallPage('acme')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://dl.example.kr/boda-class.AppImage');
    expect(await svc.checkClient()).toMatchObject({ installed: false, monitorSupported: false });
  });

  it('opens the web classroom only with a ticket from the configured server, over https or loopback http', async () => {
    const openExternal = vi.fn(() => Promise.resolve());
    const svc = new LauncherService({
      serverOrigin: () => origin,
      clientPath: () => null,
      locations: { win32: [], darwin: [], linux: [] },
      openExternal,
      agentVersion: '1.0.0',
    });
    const web = `https://web-class.example/join#ticket=${await issuer.sign(sampleExecParams())}`;
    expect(await svc.openWeb(`http://web-class.example/join#ticket=${await issuer.sign(sampleExecParams())}`)).toBe(false);
    expect(await svc.openWeb('https://web-class.example/join#ticket=forged.ticket.value')).toBe(false);
    expect(await svc.openWeb('https://web-class.example/join')).toBe(false);
    expect(await svc.openWeb('javascript:alert(1)')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
    expect(await svc.openWeb(web)).toBe(true);
    expect(openExternal).toHaveBeenCalledWith(web);
  });

  it('serves the WebSocket agent for the configured origin only', async () => {
    const svc = new LauncherService({
      serverOrigin: () => origin,
      clientPath: () => null,
      locations: { win32: [], darwin: [], linux: [] },
      openExternal: vi.fn(),
      agentVersion: '9.9.9',
    });
    const agent = await svc.restartAgent(0);
    expect(agent).not.toBeNull();
    const hello = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(agent?.url ?? '', { origin });
      ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', version: 1 })));
      ws.once('message', (d: Buffer) => {
        resolve(d.toString());
        ws.close();
      });
      ws.once('error', reject);
    });
    expect(JSON.parse(hello)).toEqual({ type: 'hello', version: 1, agentVersion: '9.9.9' });
    await svc.close();
  });
});

describe('SettingsService', () => {
  it('applies policy locks and forgets the last company when the server changes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-svc-'));
    const store = new SettingsStore(dir);
    await store.load();
    const svc = new SettingsService(store, {}, { serverAddress: 'https://default.example.kr' });
    const changes: (string | null)[] = [];
    svc.onChange((e) => changes.push(e.serverAddress));
    expect(svc.view()).toMatchObject({ serverAddress: 'https://default.example.kr', serverAddressLocked: false });
    await svc.setLastCompany({ companyId: 'acme' });
    expect(await svc.setServerAddress('not a url at all')).toEqual({ ok: false, error: 'INVALID' });
    expect(await svc.setServerAddress('boda.school.kr')).toEqual({ ok: true, serverAddress: 'https://boda.school.kr' });
    expect(svc.view()).toMatchObject({ serverAddress: 'https://boda.school.kr', lastCompany: null });
    expect(changes).toEqual(['https://boda.school.kr']);

    const locked = new SettingsService(
      store,
      { serverAddress: 'https://lab.school.kr', updates: { channel: 'stable' }, clientPath: '/opt/c' },
      { serverAddress: null },
    );
    expect(await locked.setServerAddress('https://other.kr')).toEqual({ ok: false, error: 'LOCKED' });
    expect(await locked.setClientPath('/tmp/x')).toEqual({ ok: false, error: 'LOCKED' });
    expect(await locked.setUpdateChannel('beta')).toBe(false);
    expect(locked.view()).toMatchObject({
      serverAddress: 'https://lab.school.kr',
      serverAddressLocked: true,
      updateChannelLocked: true,
      clientPath: '/opt/c',
    });
  });
});
