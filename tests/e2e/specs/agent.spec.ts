import { expect, test } from '@playwright/test';
import type { LaunchOutcome } from '@boda/contract/launch';
import { buildExecArgs } from '../../../agent/src/params';
import { createTicketIssuer } from '../../desktop/fixtures/tickets';
import {
  e2eExecParams,
  freeAgentPorts,
  serverTicketSigner,
  startAgentFor,
  startForeignSite,
  type RunningAgentFixture,
} from '../fixtures/agent';
import { startServer, type RunningServer } from '../fixtures/server';
import { LoginPage } from '../pages/LoginPage';

/**
 * The web build's class launch against the real local agent: Chromium loads our web build from our
 * real server; the page's platform launcher (renderer/src/platform/launcher.web.ts) finds the agent
 * on the contract's ports (AGENT_PORTS), greets it and hands over a ticket; the agent fetches the
 * server's keys from /open/app/agentKey, verifies, and starts a fake class client recording argv.
 * Tickets come from the real join call (roomJoin.JOIN) or, for chosen parameters, from the server's
 * persisted key (fixtures/agent.ts serverTicketSigner, test-only).
 *
 * The web build has no configurable agent port on purpose: a page-supplied port would let any page
 * steer tickets to whatever listens there. The agent here binds the contract's first free port; when
 * all of them are held (a desktop app running on this machine) the suite is skipped, saying why.
 */
test.describe('local agent from the web build', () => {
  let server: RunningServer;
  let fixture: RunningAgentFixture | null = null;

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.beforeEach(async () => {
    const free = await freeAgentPorts();
    test.skip(
      free.length === 0,
      'every local agent port (contract AGENT_PORTS) is in use on this machine; stop the desktop app to run these tests',
    );
    fixture = await startAgentFor(server);
  });
  test.afterEach(async () => {
    await fixture?.close();
    fixture = null;
  });

  function running(): RunningAgentFixture {
    if (!fixture) throw new Error('agent not started');
    return fixture;
  }

  async function joinFromPage(page: import('@playwright/test').Page, ticket: string): Promise<LaunchOutcome> {
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => window.__bodaE2E !== undefined);
    return page.evaluate((t) => {
      const hook = window.__bodaE2E;
      if (!hook) throw new Error('not an e2e build');
      return hook.launcher.join(t);
    }, ticket);
  }

  test('a ticket issued with the server key starts the class client with exactly its parameters', async ({ page }) => {
    const exec = e2eExecParams();
    const ticket = await (await serverTicketSigner(server)).issue(exec);
    const agentRequests: string[] = [];
    page.on('websocket', (ws) => agentRequests.push(ws.url()));

    expect(await joinFromPage(page, ticket)).toEqual({ ok: true });

    const { argv } = await running().client.argv();
    expect(argv).toEqual(buildExecArgs(exec));
    expect(argv).toEqual([
      '--room=R2001',
      '--meet=M501',
      '--title=Math 3-2',
      '--join-mode=normal',
      '--join-token=jt.e2e-0001',
      '--user-idx=7',
      '--user-id=student1',
      '--user-name=Lee "Ha-eun"; echo pwned',
      '--user-type=12',
      '--server=https://class.boda.example.kr',
      '--lang=en',
    ]);
    expect(agentRequests).toContain(running().agent.url);

    // The same ticket again is a replay: refused, and the client is not started a second time.
    expect(await page.evaluate((t) => window.__bodaE2E?.launcher.join(t), ticket)).toEqual({ ok: false, error: 'TICKET_INVALID' });
    expect(running().log.some((line) => line.includes('REPLAYED'))).toBe(true);
  });

  test("the rooms join call's ticket reaches the class client, whose join token the server then redeems", async ({ page }) => {
    await page.goto(`${server.origin}/demo`);
    await new LoginPage(page).signIn('teacher1');
    await expect(page).toHaveURL(/\/demo\/room\/list$/);
    const joined = await page.evaluate(async () => {
      const hook = window.__bodaE2E;
      if (!hook) throw new Error('not an e2e build');
      const rooms = await hook.send('room.LIST', {});
      const room = rooms.resultPage.content.find((r) => r.roomTitle.startsWith('Math A'));
      if (!room) throw new Error('demo room missing');
      const join = await hook.send('roomJoin.JOIN', { roomCode: room.roomCode });
      return { roomCode: room.roomCode, meetCode: join.result.meetCode, outcome: await hook.launcher.join(join.joinTicket) };
    });
    expect(joined.outcome).toEqual({ ok: true });

    const { argv } = await running().client.argv();
    const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
    expect(arg('room')).toBe(joined.roomCode);
    expect(arg('meet')).toBe(joined.meetCode);
    expect(arg('user-id')).toBe('teacher1');
    expect(arg('server')).toBe(server.origin);
    // The class client's side: the one-time join token from its command line works once.
    const redeem = () =>
      fetch(`${server.origin}/open/classClient`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ command: 'JOIN', joinToken: arg('join-token') }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }));
    expect((await redeem()).body.success).toBe(true);
    expect((await redeem()).body.success).toBe(false);
  });

  test('a forged ticket (same issuer, a key the server never had) is refused and nothing starts', async ({ page }) => {
    const forger = await createTicketIssuer(server.origin, (await serverTicketSigner(server)).jwks().keys[0].kid);
    const forged = await forger.sign(e2eExecParams());

    expect(await joinFromPage(page, forged)).toEqual({ ok: false, error: 'TICKET_INVALID' });
    expect(running().log.some((line) => line.includes('ticket refused (BAD_SIGNATURE)'))).toBe(true);
    await expect(running().client.argv(1500)).rejects.toThrow(/no argv.json/);

    // Not a ticket at all: the same answer.
    expect(await page.evaluate(() => window.__bodaE2E?.launcher.join('--server=https://evil.example'))).toEqual({
      ok: false,
      error: 'TICKET_INVALID',
    });
  });

  test('a page from a foreign origin cannot even open the agent socket', async ({ page }) => {
    const foreign = await startForeignSite();
    try {
      await page.goto(`${foreign.origin}/`);
      const port = running().agent.port;
      const ticket = await (await serverTicketSigner(server)).issue(e2eExecParams());
      const result = await page.evaluate(
        ({ url, ticket: t }) =>
          new Promise<{ opened: boolean; code: number; messages: string[] }>((resolve) => {
            const messages: string[] = [];
            let opened = false;
            const socket = new WebSocket(url);
            socket.onopen = () => {
              opened = true;
              socket.send(JSON.stringify({ type: 'hello', version: 1 }));
              socket.send(JSON.stringify({ type: 'exec', id: 'x', ticket: t }));
            };
            socket.onmessage = (event) => messages.push(String(event.data));
            socket.onclose = (event) => resolve({ opened, code: event.code, messages });
          }),
        { url: `ws://127.0.0.1:${port}/`, ticket },
      );
      expect(result).toEqual({ opened: false, code: 1006, messages: [] });
      expect(running().log.some((line) => line.includes(`refused Origin "${foreign.origin}"`))).toBe(true);
      await expect(running().client.argv(1000)).rejects.toThrow(/no argv.json/);
    } finally {
      await foreign.close();
    }
  });
});
