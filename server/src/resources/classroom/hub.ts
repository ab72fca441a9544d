import { ClassroomClose, type ClassroomInk, type ClassroomParticipant, type ClassroomServerFrame } from '@boda/contract';
import type { WebSocket } from 'ws';
import type { BusMessage } from '../../realtime/bus';
import type { Runtime } from '../../runtime';
import * as repo from './repository';

/*
 * This instance's classroom sockets, and what reaches them. Every frame for other participants goes
 * through the runtime's bus, this instance's own included, so a participant on another instance gets
 * it the same way; each instance delivers only to its own sockets of the message's meeting.
 *
 * Two timers keep the sockets honest about the world outside: every LIVENESS_MS one query asks whether
 * the sessions and meetings of all sockets here are still open and live (monitoring's force close, the
 * native client's END, the idle sweep, LEAVE, a newer JOIN), and every REFRESH_MS this instance's presence
 * rows are refreshed and rows nobody refreshed (a dead instance's) are removed, with a `left` for each.
 */

export const LIVENESS_MS = 2000;
export const REFRESH_MS = 10_000;
/** A presence row older than this is a ghost (three refreshes missed). */
export const PEER_STALE_MS = 3 * REFRESH_MS;

export interface LocalPeer {
  connectionId: string;
  /** The order of this socket's admission (repository admitPeer): a replace closes only older ones. */
  admission: number;
  socket: WebSocket;
  meetIdx: number;
  meetCode: string;
  companyIdx: number;
  peerId: string;
  meetUserIdx: number;
  tokenHash: string;
  participant: ClassroomParticipant;
  /** Strokes this participant is drawing: parts gathered until the last one, then kept as one stroke. */
  drawing: Map<string, ClassroomInk>;
}

/** A frame for the sockets of one meeting: one peer, or all (but `except`); optionally closing them after. */
export interface Delivery extends BusMessage {
  to: string | null;
  except?: string;
  /** Only the sockets admitted before this one (a replace: never the newer socket, however late it arrives). */
  admittedBefore?: number;
  frame?: ClassroomServerFrame;
  close?: number;
}

export class ClassroomHub {
  private readonly peers = new Map<string, LocalPeer>();
  /** Pen holders of the meetings with sockets here (kept current by the `pen` frames on the bus). */
  private readonly pens = new Map<number, string | null>();
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[];
  /** Called once per meeting found ended (writes the chat transcript). */
  onEnded: (meetIdx: number) => Promise<void> = async () => {};

  constructor(private readonly runtime: Runtime) {
    this.unsubscribe = runtime.bus.subscribe((message) => this.deliver(message as Delivery));
    this.timers = [
      setInterval(() => void this.checkLiveness().catch((err: unknown) => this.warn('liveness check failed', err)), LIVENESS_MS),
      setInterval(() => void this.refresh().catch((err: unknown) => this.warn('presence refresh failed', err)), REFRESH_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  freshSince(): Date {
    return new Date(this.runtime.clock().getTime() - PEER_STALE_MS);
  }

  add(peer: LocalPeer, pen: string | null): void {
    this.peers.set(peer.connectionId, peer);
    this.pens.set(peer.meetIdx, pen);
  }

  remove(peer: LocalPeer): void {
    this.peers.delete(peer.connectionId);
    if (![...this.peers.values()].some((p) => p.meetIdx === peer.meetIdx)) this.pens.delete(peer.meetIdx);
  }

  penOf(meetIdx: number): string | null {
    return this.pens.get(meetIdx) ?? null;
  }

  publish(delivery: Delivery): void {
    this.runtime.bus.publish(delivery);
  }

  /** Sends to one socket of this instance directly (its own welcome, pong). */
  send(peer: LocalPeer, frame: ClassroomServerFrame): void {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(frame));
  }

  private deliver(delivery: Delivery): void {
    if (delivery.frame?.t === 'pen' && this.pens.has(delivery.meetIdx)) this.pens.set(delivery.meetIdx, delivery.frame.to);
    const text = delivery.frame ? JSON.stringify(delivery.frame) : null;
    for (const peer of this.peers.values()) {
      if (peer.meetIdx !== delivery.meetIdx) continue;
      if (delivery.to !== null && peer.peerId !== delivery.to) continue;
      if (delivery.except !== undefined && peer.peerId === delivery.except) continue;
      if (delivery.admittedBefore !== undefined && peer.admission >= delivery.admittedBefore) continue;
      if (text !== null && peer.socket.readyState === peer.socket.OPEN) peer.socket.send(text);
      if (delivery.close !== undefined) this.closePeer(peer, delivery.close);
    }
  }

  /** Closes a socket here and forgets it at once (its frames still queued are not handled). */
  closePeer(peer: LocalPeer, code: number): void {
    this.remove(peer);
    peer.socket.close(code);
  }

  /** Every meeting with sockets here that ended, and every socket whose session closed. */
  private async checkLiveness(): Promise<void> {
    const peers = [...this.peers.values()];
    if (peers.length === 0) return;
    const states = new Map(
      (await repo.sessionStates(this.runtime.database.db, [...new Set(peers.map((p) => p.tokenHash))])).map((s) => [s.tokenHash, s]),
    );
    const ended = new Set<number>();
    for (const peer of peers) {
      const state = states.get(peer.tokenHash);
      if (state && !state.live) {
        ended.add(peer.meetIdx);
        this.send(peer, { t: 'ended' });
        this.closePeer(peer, ClassroomClose.ENDED);
      } else if (!state?.open) {
        this.closePeer(peer, ClassroomClose.UNAUTHORIZED);
      }
    }
    for (const meetIdx of ended) await this.onEnded(meetIdx);
  }

  private async refresh(): Promise<void> {
    const db = this.runtime.database.db;
    if (this.peers.size > 0) await repo.refreshInstancePeers(db, this.runtime.instanceId, this.runtime.clock());
    for (const ghost of await repo.expirePeers(db, this.freshSince())) {
      this.publish({ meetIdx: ghost.meetIdx, to: null, frame: { t: 'left', peerId: ghost.peerId } });
    }
  }

  /** Shutdown: every socket here goes with 1001 (going away), so its page reconnects to another instance. */
  stop(): void {
    this.unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    for (const peer of [...this.peers.values()]) this.closePeer(peer, 1001);
  }

  private warn(message: string, err: unknown): void {
    console.warn(`[classroom] ${message}`, err);
  }
}
