import {
  ClassroomClose,
  type ClassroomEndReasonValue,
  type ClassroomInk,
  type ClassroomParticipant,
  type ClassroomServerFrame,
} from '@boda/contract';
import type { WebSocket } from 'ws';
import type { BusMessage } from '../../realtime/bus';
import type { Runtime } from '../../runtime';
import * as repo from './repository';

/** The end of a class as its sockets are told it: with the meeting's reason when not its teacher ended it. */
export function endedFrame(reason: ClassroomEndReasonValue | null): ClassroomServerFrame {
  return reason ? { t: 'ended', reason } : { t: 'ended' };
}

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
  /**
   * Frames for this socket that came while its welcome was read (admit.ts): they follow the welcome
   * (release), so nothing published between the read and the socket's first frame is lost. Null once
   * the welcome is sent.
   */
  held: Array<{ delivery: Delivery; text: string }> | null;
  /**
   * The connections of the participants its welcome listed (set at release): the `joined` news of one
   * of them is not sent to it, whenever it comes (another instance's may come after the welcome).
   */
  listed: ReadonlySet<string>;
}

export type WelcomeFrame = Extract<ClassroomServerFrame, { t: 'welcome' }>;

/** Whether a frame held for a newcomer tells what its welcome already shows (a chat line or a stroke it has). */
function shownIn(welcome: WelcomeFrame, frame: ClassroomServerFrame): boolean {
  if (frame.t === 'chat') return welcome.chat.some((m) => m.messageId === frame.message.messageId);
  if (frame.t === 'ink') return frame.ink.done && welcome.strokes.some((s) => s.strokeId === frame.ink.strokeId);
  return false;
}

/** Whether a delivery announces a participant the peer's welcome listed already. */
function isListed(peer: LocalPeer, delivery: Delivery): boolean {
  return delivery.announces !== undefined && peer.listed.has(delivery.announces);
}

/** A frame for the sockets of one meeting: one peer, or all (but `except`); optionally closing them after. */
export interface Delivery extends BusMessage {
  to: string | null;
  except?: string;
  /** Only the sockets admitted before this one (a replace: never the newer socket, however late it arrives). */
  admittedBefore?: number;
  /** A `joined`: the connection id of the socket it announces (LocalPeer.listed). */
  announces?: string;
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

  /** A socket admitted, its welcome not read yet: what is delivered for it from now on is held (LocalPeer.held). */
  add(peer: LocalPeer): void {
    this.peers.set(peer.connectionId, peer);
  }

  /**
   * The socket's welcome is sent: the frames held since `add` follow it, but those the welcome already
   * shows. The meeting's pen is the welcome's unless a `pen` frame came since `add` (newer than the read).
   */
  release(peer: LocalPeer, welcome: WelcomeFrame, listed: ReadonlySet<string>): void {
    if (!this.pens.has(peer.meetIdx)) this.pens.set(peer.meetIdx, welcome.pen);
    peer.listed = listed;
    const held = peer.held ?? [];
    peer.held = null;
    for (const { delivery, text } of held) {
      if (isListed(peer, delivery) || (delivery.frame && shownIn(welcome, delivery.frame))) continue;
      if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(text);
    }
  }

  remove(peer: LocalPeer): void {
    this.peers.delete(peer.connectionId);
    if (!this.hasPeersOf(peer.meetIdx)) this.pens.delete(peer.meetIdx);
  }

  private hasPeersOf(meetIdx: number): boolean {
    for (const peer of this.peers.values()) if (peer.meetIdx === meetIdx) return true;
    return false;
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
    const { frame } = delivery;
    // Kept while any socket of the meeting is here, one still waiting for its welcome included (release).
    if (frame?.t === 'pen' && this.hasPeersOf(delivery.meetIdx)) this.pens.set(delivery.meetIdx, frame.to);
    const text = frame ? JSON.stringify(frame) : null;
    for (const peer of this.peers.values()) {
      if (peer.meetIdx !== delivery.meetIdx) continue;
      if (delivery.to !== null && peer.peerId !== delivery.to) continue;
      if (delivery.except !== undefined && peer.peerId === delivery.except) continue;
      if (delivery.admittedBefore !== undefined && peer.admission >= delivery.admittedBefore) continue;
      if (text !== null) {
        if (peer.held) peer.held.push({ delivery, text });
        else if (!isListed(peer, delivery) && peer.socket.readyState === peer.socket.OPEN) peer.socket.send(text);
      }
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
        // The reason is the meeting's (monitoring's close): read with the end, on whichever instance closed it.
        this.send(peer, endedFrame(state.endReason));
        this.closePeer(peer, ClassroomClose.ENDED);
      } else if (!state?.open) {
        // A removal is told as one here too: the check may come between its write and its own close.
        this.closePeer(peer, state?.removed ? ClassroomClose.REMOVED : ClassroomClose.UNAUTHORIZED);
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
