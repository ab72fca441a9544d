import type { LaunchOutcome } from '@boda/contract/launch';
import { LaunchError } from '@boda/contract/launch';
import {
  Launcher,
  TicketVerifier,
  clientOsFor,
  fetchDownloadLink,
  locateClient,
  startAgentServer,
  type ClientLocations,
  type ProcessProbe,
  type RunningAgent,
} from '../../../agent/src/index';
import type { ClientCheck } from '@boda/contract/desktop';

export interface LauncherServiceOptions {
  serverOrigin: () => string | null;
  clientPath: () => string | null;
  locations: ClientLocations;
  openExternal: (url: string) => Promise<void>;
  agentVersion: string;
  platform?: NodeJS.Platform;
  probe?: ProcessProbe;
  joinWaitMs?: number;
  fetch?: typeof fetch;
  log?: (m: string) => void;
}

/**
 * One launcher for both doors: the desktop bridge (launcher.join) and the localhost WebSocket agent
 * used by the web build. Sharing it keeps "already running" true across both.
 */
export class LauncherService {
  readonly launcher: Launcher;
  private verifier: TicketVerifier | null = null;
  private verifierOrigin: string | null = null;
  private agent: RunningAgent | null = null;
  private readonly platform: NodeJS.Platform;

  constructor(private readonly o: LauncherServiceOptions) {
    this.platform = o.platform ?? process.platform;
    this.launcher = new Launcher({
      locate: () => this.locate(),
      platform: this.platform,
      probe: o.probe,
      joinWaitMs: o.joinWaitMs,
      log: o.log,
    });
  }

  private locate() {
    return locateClient({ configuredPath: this.o.clientPath(), locations: this.o.locations, platform: this.platform });
  }

  /** Tickets are trusted only from the configured server; rebuilt when the address changes. */
  private currentVerifier(): TicketVerifier | null {
    const origin = this.o.serverOrigin();
    if (origin === null) return null;
    if (this.verifier === null || this.verifierOrigin !== origin) {
      this.verifier = new TicketVerifier({ issuers: [{ origin }] });
      this.verifierOrigin = origin;
    }
    return this.verifier;
  }

  async join(ticket: string): Promise<LaunchOutcome> {
    const verifier = this.currentVerifier();
    if (verifier === null) return { ok: false, error: LaunchError.TICKET_INVALID };
    const verified = await verifier.verify(ticket);
    if (!verified.ok) {
      this.o.log?.(`launcher: ticket refused (${verified.reason})`);
      return { ok: false, error: LaunchError.TICKET_INVALID };
    }
    return this.launcher.launch(verified.params);
  }

  /** Whether the configured server signed this join ticket (the classroom window trusts nothing else). */
  async verifyTicket(ticket: string): Promise<boolean> {
    const verifier = this.currentVerifier();
    return verifier !== null && (await verifier.verify(ticket)).ok;
  }

  async checkClient(): Promise<ClientCheck> {
    const located = await this.locate();
    return { installed: located.found, running: this.launcher.isRunning(), monitorSupported: this.platform === 'win32' };
  }

  /** `companyId`: the signed-in or invited company, whose uploaded installer the server may name. */
  async openInstallPage(companyId?: string): Promise<boolean> {
    const origin = this.o.serverOrigin();
    if (origin === null) return false;
    const link = await fetchDownloadLink(origin, clientOsFor(this.platform), this.o.fetch, companyId);
    if (link === null) return false;
    await this.o.openExternal(link);
    return true;
  }

  /**
   * A join answer's web classroom (`<url>#ticket=<joinTicket>`) in the system browser. The
   * renderer cannot name any other page: the URL must be https (or loopback http) without
   * credentials, and its ticket must be signed by the configured server.
   */
  async openWeb(url: string): Promise<boolean> {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return false;
    }
    const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]';
    if ((u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) || u.username || u.password) return false;
    const ticket = /^#ticket=([A-Za-z0-9_.-]+)$/.exec(u.hash)?.[1];
    const verifier = this.currentVerifier();
    if (ticket === undefined || verifier === null) return false;
    const verified = await verifier.verify(ticket);
    if (!verified.ok) {
      this.o.log?.(`launcher: web classroom ticket refused (${verified.reason})`);
      return false;
    }
    await this.o.openExternal(u.href);
    return true;
  }

  /** (Re)starts the WebSocket agent for the current server origin; stops it when there is none. */
  async restartAgent(port?: number | readonly number[]): Promise<RunningAgent | null> {
    await this.agent?.close();
    this.agent = null;
    const origin = this.o.serverOrigin();
    if (origin === null) return null;
    try {
      this.agent = await startAgentServer({
        port,
        allowedOrigins: [origin],
        verifyTicket: (t) => this.currentVerifier()?.verify(t) ?? Promise.resolve({ ok: false, reason: 'UNTRUSTED_ISSUER' }),
        launch: (p) => this.launcher.launch(p),
        agentVersion: this.o.agentVersion,
        log: this.o.log,
      });
    } catch (err) {
      // Another copy of the agent (e.g. the old local agent) holds every port; the app still works.
      this.o.log?.(`launcher: local agent not started: ${String(err)}`);
    }
    return this.agent;
  }

  async close(): Promise<void> {
    await this.agent?.close();
    this.agent = null;
  }
}
