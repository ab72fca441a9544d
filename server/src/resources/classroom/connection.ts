import {
  CLASSROOM_FRAME_BURST,
  CLASSROOM_FRAME_MAX_BYTES,
  CLASSROOM_FRAMES_PER_SEC,
  CLASSROOM_HELLO_TIMEOUT_MS,
  ClassroomClose,
  type ClassroomClientFrame,
  classroomClientFrameSchema,
} from '@boda/contract';
import type { RawData, WebSocket } from 'ws';
import type { Runtime } from '../../runtime';
import { admit } from './admit';
import { handleFrame } from './frames';
import type { ClassroomHub, LocalPeer } from './hub';
import * as repo from './repository';

/*
 * One classroom socket from open to close. Frames are counted (a token bucket) and checked (size,
 * JSON, the contract's schema) as they arrive, then handled one after another in arrival order: an ink
 * stroke's parts, a chat after an offer, stay in the order they were sent. Nothing a client sends can
 * throw past here: a failure of our own closes that socket with 1011 and is logged.
 */

const INTERNAL_ERROR = 1011;

class TokenBucket {
  private tokens = CLASSROOM_FRAME_BURST;
  private last = Date.now();
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(CLASSROOM_FRAME_BURST, this.tokens + ((now - this.last) / 1000) * CLASSROOM_FRAMES_PER_SEC);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function parseFrame(data: RawData, isBinary: boolean): ClassroomClientFrame | null {
  if (isBinary) return null;
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (buffer.length > CLASSROOM_FRAME_MAX_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = classroomClientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function openConnection(socket: WebSocket, runtime: Runtime, hub: ClassroomHub, log: (msg: string, err: unknown) => void): void {
  const bucket = new TokenBucket();
  let peer: LocalPeer | null = null;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const ctx = { runtime, hub };

  const close = (code: number) => {
    if (closed) return;
    closed = true;
    if (peer) hub.remove(peer);
    socket.close(code);
  };
  const helloTimer = setTimeout(() => close(ClassroomClose.UNAUTHORIZED), CLASSROOM_HELLO_TIMEOUT_MS);
  helloTimer.unref();

  const handle = async (frame: ClassroomClientFrame): Promise<void> => {
    // Closed here or by the hub (replaced, removed, ended): frames still queued are not handled.
    if (closed || socket.readyState !== socket.OPEN) return;
    if (peer === null) {
      if (frame.t !== 'hello') return close(ClassroomClose.UNAUTHORIZED);
      clearTimeout(helloTimer);
      const admitted = await admit(runtime, hub, socket, frame);
      if (typeof admitted === 'number') return close(admitted);
      peer = admitted;
      // Closed while the hello was looked up: the row just made goes again.
      if (closed || socket.readyState !== socket.OPEN) await goodbye(admitted);
      return;
    }
    const refusal = await handleFrame(frame, peer, ctx);
    if (refusal !== undefined) close(refusal);
  };

  const goodbye = async (gone: LocalPeer) => {
    hub.remove(gone);
    if (await repo.removePeer(runtime.database.db, gone.meetIdx, gone.connectionId)) {
      hub.publish({ meetIdx: gone.meetIdx, to: null, frame: { t: 'left', peerId: gone.peerId } });
    }
    // The last one out of a class that ended while nobody's socket noticed still leaves its chat log.
    await hub.onEnded(gone.meetIdx);
  };

  socket.on('message', (data, isBinary) => {
    if (closed) return;
    if (!bucket.take()) return close(ClassroomClose.FLOOD);
    const frame = parseFrame(data, isBinary);
    if (!frame) return close(ClassroomClose.BAD_FRAME);
    queue = queue
      .then(() => handle(frame))
      .catch((err: unknown) => {
        log('a classroom frame failed', err);
        close(INTERNAL_ERROR);
      });
  });
  socket.on('error', () => close(ClassroomClose.BAD_FRAME));
  socket.on('close', () => {
    closed = true;
    clearTimeout(helloTimer);
    const gone = peer;
    // After the frames still queued (a hello being admitted), so the row it makes is removed too.
    queue = queue.then(async () => {
      if (gone) await goodbye(gone).catch((err: unknown) => log('classroom goodbye failed', err));
    });
  });
}
