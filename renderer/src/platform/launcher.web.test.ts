import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type RawData } from 'ws';
import { AGENT_PROTOCOL_VERSION, type AgentServerMessage, type LaunchOutcome } from '@boda/contract/launch';
import { createWebLauncher, type FocusSignals, type SocketLike, type WebLauncherOptions } from './launcher.web';

const PAGE_ORIGIN = 'http://127.0.0.1:8080';

interface FakeAgent {
  port: number;
  received: unknown[];
  origins: (string | undefined)[];
  close(): Promise<void>;
}

/**
 * A stand-in for the local agent speaking the contract's protocol over a real socket. The real
 * agent (agent/src/ws-server.ts) is exercised with the real web build in tests/e2e/specs/agent.spec.ts.
 */
async function startFakeAgent(behaviour: {
  allowOrigin?: string;
  hello?: (version: number) => AgentServerMessage;
  onExec?: (ticket: string) => AgentServerMessage | null;
}): Promise<FakeAgent> {
  const received: unknown[] = [];
  const origins: (string | undefined)[] = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info: { origin?: string }) => {
      origins.push(info.origin);
      return behaviour.allowOrigin === undefined || info.origin === behaviour.allowOrigin;
    },
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => {
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(String(data)) as { type: string; version?: number; id?: string; ticket?: string };
      received.push(message);
      if (message.type === 'hello') {
        const reply = behaviour.hello?.(message.version ?? 0) ?? { type: 'hello', version: message.version ?? 0, agentVersion: 'test' };
        socket.send(JSON.stringify(reply));
      } else if (message.type === 'exec') {
        const reply = behaviour.onExec?.(message.ticket ?? '') ?? { type: 'result', id: message.id, outcome: { ok: true } };
        if (reply.type === 'result') reply.id = message.id;
        socket.send(JSON.stringify(reply));
      }
    });
  });
  return {
    port: (wss.address() as { port: number }).port,
    received,
    origins,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** Node's `ws` client behind the browser WebSocket surface the launcher uses, sending the page's Origin. */
function nodeSocket(url: string): SocketLike {
  return new NodeWebSocket(url, { origin: PAGE_ORIGIN }) as unknown as SocketLike;
}

/** A port nothing listens on: a closed loopback port refuses at once. */
async function closedPort(): Promise<number> {
  const agent = await startFakeAgent({});
  await agent.close();
  return agent.port;
}

function focusThatLeaves(afterMs: number | null): FocusSignals & { watching: number } {
  const signals = {
    watching: 0,
    watch(onLeave: () => void) {
      signals.watching += 1;
      const timer = afterMs === null ? null : setTimeout(onLeave, afterMs);
      return () => {
        signals.watching -= 1;
        if (timer) clearTimeout(timer);
      };
    },
  };
  return signals;
}

const agents: FakeAgent[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
});

async function agent(behaviour: Parameters<typeof startFakeAgent>[0]): Promise<FakeAgent> {
  const started = await startFakeAgent(behaviour);
  agents.push(started);
  return started;
}

function launcher(ports: number[], extra: Partial<WebLauncherOptions> = {}) {
  const links: string[] = [];
  const instance = createWebLauncher({
    ports,
    createSocket: nodeSocket,
    connectTimeoutMs: 1000,
    resultTimeoutMs: 3000,
    linkDetectMs: 300,
    joinWaitMs: 400,
    openLink: (url) => links.push(url),
    focus: focusThatLeaves(null),
    ...extra,
  });
  return { instance, links };
}

describe('web launcher', () => {
  it('greets the agent with the protocol version, then sends the ticket and returns its outcome', async () => {
    const a = await agent({ allowOrigin: PAGE_ORIGIN });
    const { instance, links } = launcher([await closedPort(), a.port]);
    const outcome = await instance.join('header.payload.signature');
    expect(outcome).toEqual({ ok: true });
    expect(a.received).toEqual([
      { type: 'hello', version: AGENT_PROTOCOL_VERSION },
      { type: 'exec', id: expect.any(String) as string, ticket: 'header.payload.signature' },
    ]);
    expect(a.origins).toEqual([PAGE_ORIGIN]);
    expect(links).toEqual([]);
  });

  it("passes on the agent's refusals (bad ticket, already running) without trying the link", async () => {
    const outcomes: LaunchOutcome[] = [
      { ok: false, error: 'TICKET_INVALID' },
      { ok: false, error: 'ALREADY_RUNNING' },
    ];
    const a = await agent({ onExec: () => ({ type: 'result', outcome: outcomes.shift() ?? { ok: true } }) });
    const { instance, links } = launcher([a.port]);
    expect(await instance.join('forged.ticket.x')).toEqual({ ok: false, error: 'TICKET_INVALID' });
    expect(await instance.join('t.t.t')).toEqual({ ok: false, error: 'ALREADY_RUNNING' });
    expect(links).toEqual([]);
  });

  it('treats a protocol error in place of a result as a failed launch', async () => {
    const a = await agent({ onExec: () => ({ type: 'error', error: 'RATE_LIMITED' }) });
    expect(await launcher([a.port]).instance.join('t.t.t')).toEqual({ ok: false, error: 'LAUNCH_FAILED' });
  });

  it('falls back to the boda:// link when the agent refuses this origin, and counts a focus loss as handed over', async () => {
    const foreign = await agent({ allowOrigin: 'https://other.example' });
    const focus = focusThatLeaves(50);
    const { instance, links } = launcher([foreign.port, await closedPort()], { focus });
    const started = Date.now();
    expect(await instance.join('a.b.c+/=')).toEqual({ ok: true });
    expect(links).toEqual(['boda://join?ticket=a.b.c%2B%2F%3D']);
    // The processing wait is held even though the link gives no answer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(focus.watching).toBe(0);
    expect(foreign.received).toEqual([]);
  });

  it('reports NOT_INSTALLED when neither the agent nor the link answers', async () => {
    const { instance, links } = launcher([await closedPort(), await closedPort()]);
    expect(await instance.join('a.b.c')).toEqual({ ok: false, error: 'NOT_INSTALLED' });
    expect(links).toHaveLength(1);
  });

  it('does not trust an agent that speaks another protocol version', async () => {
    const newer = await agent({ hello: () => ({ type: 'error', error: 'VERSION_UNSUPPORTED', supported: [2] }) });
    const { instance } = launcher([newer.port]);
    expect(await instance.join('a.b.c')).toEqual({ ok: false, error: 'NOT_INSTALLED' });
    expect(newer.received).toEqual([{ type: 'hello', version: AGENT_PROTOCOL_VERSION }]);
  });

  it('"join if already installed" goes straight to the link and does not judge the result', async () => {
    const a = await agent({});
    const { instance, links } = launcher([a.port]);
    expect(await instance.join('a.b.c', { assumeInstalled: true })).toEqual({ ok: true });
    expect(links).toEqual(['boda://join?ticket=a.b.c']);
    expect(a.received).toEqual([]);
  });

  it('checks the client: the agent route when one answers, otherwise only the link', async () => {
    const a = await agent({});
    expect(await launcher([a.port]).instance.checkClient()).toEqual({
      route: 'agent',
      installed: null,
      running: false,
      monitorSupported: null,
    });
    expect(await launcher([await closedPort()]).instance.checkClient()).toMatchObject({ route: 'link', installed: null });
  });

  it('opens the download link (known before the click) in a new tab, or in place when pop-ups are blocked; only web links', async () => {
    const { instance } = launcher([]);
    const opened: string[] = [];
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(((url: string) => {
      opened.push(url);
      return tab;
    }) as typeof window.open);
    const link = 'https://class.example/open/app/installer?companyId=demo&os=windows';
    expect(await instance.openInstallPage({ link, companyId: 'demo' })).toBe(true);
    expect(opened).toEqual([link]);
    expect(tab.opener).toBeNull();
    expect(await instance.openInstallPage({ link: 'javascript:alert(1)', companyId: null })).toBe(false);
    expect(opened).toHaveLength(1);
    open.mockRestore();
  });
});
