import { Limits } from '@boda/contract';
import {
  AGENT_PORTS,
  AGENT_PROTOCOL_VERSION,
  LaunchError,
  type AgentClientMessage,
  type AgentServerMessage,
  type LaunchOutcome,
} from '@boda/contract/launch';
import type { ClientStatus, PlatformLauncher } from './types';

/** The part of the browser's WebSocket the launcher uses (tests pass a fake or the `ws` package). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Where the web build looks for signs that the OS handed the boda:// link to an app. */
export interface FocusSignals {
  /** Calls `onLeave` when the page loses focus or is hidden; returns an unsubscribe function. */
  watch(onLeave: () => void): () => void;
}

export interface WebLauncherOptions {
  /** The agent's ports, tried in order: the contract's fixed list (see AGENT_PORTS). */
  ports?: readonly number[];
  createSocket?: (url: string) => SocketLike;
  connectTimeoutMs?: number;
  /** The agent answers after its own 5 s join wait; give it that and some slack. */
  resultTimeoutMs?: number;
  openLink?: (url: string) => void;
  focus?: FocusSignals;
  /** How long the page waits for the OS's "open Boda Classroom?" prompt or the app to take focus. */
  linkDetectMs?: number;
  joinWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const OPEN = 1;
const DEEP_LINK = 'boda://join';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Browser defaults: blur or hidden means an external app (or the OS prompt for one) took over. */
export const browserFocusSignals: FocusSignals = {
  watch(onLeave) {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('blur', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

function parseMessage(data: unknown): AgentServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && 'type' in value ? (value as AgentServerMessage) : null;
  } catch {
    return null;
  }
}

function isOutcome(value: unknown): value is LaunchOutcome {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return true;
  return 'error' in value && typeof value.error === 'string' && (Object.values(LaunchError) as string[]).includes(value.error);
}

interface AgentSession {
  exec(ticket: string): Promise<LaunchOutcome>;
  close(): void;
}

export function createWebLauncher(options: WebLauncherOptions = {}): PlatformLauncher {
  const ports = options.ports ?? AGENT_PORTS;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const connectTimeoutMs = options.connectTimeoutMs ?? 1500;
  const resultTimeoutMs = options.resultTimeoutMs ?? Limits.JOIN_WAIT_MS + 15_000;
  const openLink = options.openLink ?? ((url: string) => window.location.assign(url));
  const focus = options.focus ?? browserFocusSignals;
  const linkDetectMs = options.linkDetectMs ?? 2500;
  const joinWaitMs = options.joinWaitMs ?? Limits.JOIN_WAIT_MS;
  const sleep = options.sleep ?? defaultSleep;

  /** Socket open plus the hello handshake on one port; null when nothing (or something else) answers. */
  function connect(port: number): Promise<AgentSession | null> {
    return new Promise((resolve) => {
      let socket: SocketLike;
      try {
        // 127.0.0.1, not localhost: the agent binds the IPv4 loopback only.
        socket = createSocket(`ws://127.0.0.1:${port}/`);
      } catch {
        resolve(null);
        return;
      }
      let greeted = false;
      let done = false;
      const pending = new Map<string, (outcome: LaunchOutcome) => void>();
      const finishAll = (outcome: LaunchOutcome) => {
        for (const settle of pending.values()) settle(outcome);
        pending.clear();
      };
      const give = (session: AgentSession | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (session === null) socket.close();
        resolve(session);
      };
      const timer = setTimeout(() => give(null), connectTimeoutMs);
      const send = (message: AgentClientMessage) => socket.send(JSON.stringify(message));
      let nextId = 0;
      const session: AgentSession = {
        exec(ticket) {
          if (socket.readyState !== OPEN) return Promise.resolve({ ok: false, error: LaunchError.LAUNCH_FAILED });
          const id = `exec-${++nextId}`;
          return new Promise((settle) => {
            const timeout = setTimeout(() => {
              pending.delete(id);
              settle({ ok: false, error: LaunchError.LAUNCH_FAILED });
            }, resultTimeoutMs);
            pending.set(id, (outcome) => {
              clearTimeout(timeout);
              pending.delete(id);
              settle(outcome);
            });
            send({ type: 'exec', id, ticket });
          });
        },
        close: () => socket.close(),
      };
      socket.addEventListener('open', () => send({ type: 'hello', version: AGENT_PROTOCOL_VERSION }));
      socket.addEventListener('message', (event) => {
        const message = parseMessage(event.data);
        if (message === null) return;
        if (!greeted) {
          // Anything but our hello (e.g. VERSION_UNSUPPORTED from a newer agent) counts as no agent.
          if (message.type === 'hello' && message.version === AGENT_PROTOCOL_VERSION) {
            greeted = true;
            give(session);
          } else give(null);
          return;
        }
        if (message.type === 'result') {
          const settle = message.id === undefined ? undefined : pending.get(message.id);
          settle?.(isOutcome(message.outcome) ? message.outcome : { ok: false, error: LaunchError.LAUNCH_FAILED });
        } else if (message.type === 'error') {
          // RATE_LIMITED / BUSY / BAD_MESSAGE: the exec in flight will get no result.
          finishAll({ ok: false, error: LaunchError.LAUNCH_FAILED });
        }
      });
      // A refused upgrade (foreign Origin, another program on the port) ends up here.
      socket.addEventListener('error', () => give(null));
      socket.addEventListener('close', () => {
        give(null);
        finishAll({ ok: false, error: LaunchError.LAUNCH_FAILED });
      });
    });
  }

  async function findAgent(): Promise<AgentSession | null> {
    for (const port of ports) {
      const session = await connect(port);
      if (session) return session;
    }
    return null;
  }

  /** Milliseconds until the page lost focus (OS prompt or the app took over), or null if it never did. */
  async function handToLink(ticket: string): Promise<number | null> {
    let left = false;
    const stop = focus.watch(() => {
      left = true;
    });
    try {
      openLink(`${DEEP_LINK}?ticket=${encodeURIComponent(ticket)}`);
    } catch {
      stop();
      return null;
    }
    const step = 100;
    let waited = 0;
    while (!left && waited < linkDetectMs) {
      await sleep(step);
      waited += step;
    }
    stop();
    return left ? waited : null;
  }

  return {
    async checkClient(): Promise<ClientStatus> {
      const agent = await findAgent();
      agent?.close();
      return { route: agent ? 'agent' : 'link', installed: null, running: false, monitorSupported: null };
    },

    async join(ticket, joinOptions = {}) {
      if (!joinOptions.assumeInstalled) {
        const agent = await findAgent();
        if (agent) {
          try {
            return await agent.exec(ticket);
          } finally {
            agent.close();
          }
        }
      }
      const handedOverAfter = await handToLink(ticket);
      if (handedOverAfter === null && !joinOptions.assumeInstalled) return { ok: false, error: LaunchError.NOT_INSTALLED };
      // The link gives no answer: hold the rest of the spec's processing wait, then call it done.
      await sleep(Math.max(0, joinWaitMs - (handedOverAfter ?? linkDetectMs)));
      return { ok: true };
    },

    // Synchronous up to window.open: the link is known before the click, so the click's popup permission holds.
    openInstallPage({ link }) {
      if (!/^https?:\/\//.test(link)) return Promise.resolve(false);
      // Not 'noopener' in the features: then window.open always answers null and a blocked popup looks the same.
      const opened = window.open(link, '_blank');
      if (opened) opened.opener = null;
      else window.location.assign(link);
      return Promise.resolve(true);
    },
  };
}
