import type { JSONWebKeySet } from 'jose';
import { Launcher, type ProcessProbe } from './launcher';
import { locateClient, type ClientLocations } from './locator';
import { TicketVerifier } from './ticket';
import { startAgentServer, type RunningAgent } from './ws-server';
import type { RateLimits } from './rate-limit';

export * from './params';
export * from './locator';
export * from './launcher';
export * from './ticket';
export * from './ws-server';
export * from './rate-limit';

export interface LocalAgentConfig {
  /** Server origins whose pages may talk to the agent and whose tickets are trusted. */
  serverOrigins: string[];
  /** Pinned JWKS per origin; origins without one fetch `<origin>/open/app/agentKey`. */
  pinnedKeys?: Record<string, JSONWebKeySet>;
  clientPath?: string | null;
  locations?: ClientLocations;
  port?: number | readonly number[];
  joinWaitMs?: number;
  platform?: NodeJS.Platform;
  probe?: ProcessProbe;
  limits?: Partial<RateLimits>;
  agentVersion?: string;
  log?: (message: string) => void;
}

export interface LocalAgent extends RunningAgent {
  launcher: Launcher;
  verifier: TicketVerifier;
}

/**
 * Wires verifier, launcher and WebSocket server from one config. Used by the desktop main process
 * and by the e2e suite (port 0, a pinned test key, a fixture class client as clientPath).
 */
export async function startLocalAgent(config: LocalAgentConfig): Promise<LocalAgent> {
  const verifier = new TicketVerifier({
    issuers: config.serverOrigins.map((origin) => ({ origin, jwks: config.pinnedKeys?.[origin] })),
  });
  const locations = config.locations ?? { win32: [], darwin: [], linux: [] };
  const launcher = new Launcher({
    locate: () => locateClient({ configuredPath: config.clientPath, locations, platform: config.platform }),
    platform: config.platform,
    joinWaitMs: config.joinWaitMs,
    probe: config.probe,
    log: config.log,
  });
  const running = await startAgentServer({
    port: config.port,
    allowedOrigins: config.serverOrigins,
    verifyTicket: (t) => verifier.verify(t),
    launch: (p) => launcher.launch(p),
    agentVersion: config.agentVersion ?? '0.0.0',
    limits: config.limits,
    log: config.log,
  });
  return { ...running, launcher, verifier };
}
