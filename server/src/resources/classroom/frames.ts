import { randomBytes } from 'node:crypto';
import {
  ClassroomClose,
  type ClassroomChatMessage,
  type ClassroomClientFrame,
  type ClassroomCloseCode,
  ClassroomControl,
  type ClassroomInk,
  INK_POINTS_PER_STROKE_MAX,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { Runtime } from '../../runtime';
import { meetUserIdxOf } from './admit';
import type { ClassroomHub, LocalPeer } from './hub';
import { endClassroom } from './lifecycle';
import * as repo from './repository';
import * as meets from '../meet';

/*
 * A participant's frames after hello. Each answers nothing or the close code that ends its socket.
 * The meeting is always the sender's own (from its attendee token), so nothing a frame names can reach
 * another meeting: a peer id is looked up only among the sockets of that meeting.
 */

type Ctx = { runtime: Runtime; hub: ClassroomHub };

const TEACHER_ONLY = new Set(['clear', 'pen', 'control', 'recording', 'end']);
/** Strokes one participant may have unfinished at once (a hand draws one; more is a client gone wrong). */
const DRAWING_MAX = 8;

export async function handleFrame(frame: ClassroomClientFrame, peer: LocalPeer, ctx: Ctx): Promise<ClassroomCloseCode | void> {
  if (TEACHER_ONLY.has(frame.t)) {
    const refused = requireAccess({}, 'classroom.lead', peer.participant);
    if (refused) return refused;
  }
  const { hub } = ctx;
  const db = ctx.runtime.database.db;
  const meetIdx = peer.meetIdx;
  switch (frame.t) {
    case 'hello':
      // Once is the protocol; a second hello is a confused client.
      return ClassroomClose.BAD_FRAME;
    case 'ping':
      hub.send(peer, { t: 'pong' });
      return;
    case 'signal':
      // An unknown peer (or one of another meeting) simply gets nothing: the bus delivers by meeting.
      if (frame.to !== peer.peerId) hub.publish({ meetIdx, to: frame.to, frame: { t: 'signal', from: peer.peerId, data: frame.data } });
      return;
    case 'media':
    case 'hand':
    case 'recording': {
      peer.participant =
        frame.t === 'media'
          ? { ...peer.participant, media: frame.media }
          : frame.t === 'hand'
            ? { ...peer.participant, hand: frame.up }
            : { ...peer.participant, recording: frame.on };
      await repo.updateParticipant(db, peer.connectionId, meetIdx, peer.participant);
      hub.publish({ meetIdx, to: null, except: peer.peerId, frame: { t: 'participant', participant: peer.participant } });
      return;
    }
    case 'chat':
      await sendChat(ctx, { meetIdx, peerId: peer.peerId, userName: peer.participant.userName }, frame.text);
      return;
    case 'ink':
      return ink(ctx, peer, frame.ink);
    case 'erase': {
      const refused = requireAccess({}, 'classroom.draw', peer.participant, hub.penOf(meetIdx));
      if (refused) return refused;
      await repo.eraseStrokes(db, meetIdx, frame.strokeIds);
      hub.publish({ meetIdx, to: null, except: peer.peerId, frame: { t: 'erase', strokeIds: frame.strokeIds } });
      return;
    }
    case 'clear':
      peer.drawing.clear();
      await repo.clearStrokes(db, meetIdx);
      hub.publish({ meetIdx, to: null, except: peer.peerId, frame: { t: 'clear' } });
      return;
    case 'pen': {
      const to = frame.to !== null && (await repo.isPresent(db, meetIdx, frame.to, hub.freshSince())) ? frame.to : null;
      await repo.setPen(db, meetIdx, to);
      hub.publish({ meetIdx, to: null, frame: { t: 'pen', to } });
      return;
    }
    case 'control':
      return control(ctx, peer, frame.to, frame.action);
    case 'end':
      return end(ctx, peer);
  }
}

/** A chat message of this participant: kept for late joiners and the transcript, then sent to all. */
export async function sendChat(
  ctx: Ctx,
  from: { meetIdx: number; peerId: string; userName: string },
  text: string,
  file: ClassroomChatMessage['file'] = null,
): Promise<ClassroomChatMessage> {
  const message: ClassroomChatMessage = {
    messageId: randomBytes(9).toString('base64url'),
    from: from.peerId,
    userName: from.userName,
    sentAt: ctx.runtime.clock().toISOString(),
    text,
    file,
  };
  await repo.insertChat(ctx.runtime.database.db, from.meetIdx, message);
  ctx.hub.publish({ meetIdx: from.meetIdx, to: null, frame: { t: 'chat', message } });
  return message;
}

/**
 * Relayed part by part as it is drawn (to everyone: pages with a data channel to the drawer got the parts
 * sooner and keep each point once, by `at`); the complete stroke is kept once its last part arrives.
 */
async function ink(ctx: Ctx, peer: LocalPeer, part: ClassroomInk): Promise<ClassroomCloseCode | void> {
  const refused = requireAccess({}, 'classroom.draw', peer.participant, ctx.hub.penOf(peer.meetIdx));
  if (refused) return refused;
  const sofar = peer.drawing.get(part.strokeId);
  const points = [...(sofar?.points ?? []), ...part.points];
  if (points.length > INK_POINTS_PER_STROKE_MAX) return ClassroomClose.BAD_FRAME;
  const at = sofar?.points.length ?? 0;
  ctx.hub.publish({ meetIdx: peer.meetIdx, to: null, except: peer.peerId, frame: { t: 'ink', from: peer.peerId, ink: part, at } });
  if (!part.done) {
    peer.drawing.set(part.strokeId, { ...part, points });
    // The oldest unfinished stroke is dropped (never kept): memory per socket stays bounded.
    if (peer.drawing.size > DRAWING_MAX) peer.drawing.delete(peer.drawing.keys().next().value ?? '');
    return;
  }
  peer.drawing.delete(part.strokeId);
  await repo.insertStroke(ctx.runtime.database.db, peer.meetIdx, { ...part, points, done: true });
}

async function control(
  ctx: Ctx,
  peer: LocalPeer,
  to: string,
  action: (typeof ClassroomControl)[keyof typeof ClassroomControl],
): Promise<void> {
  if (to === peer.peerId) return;
  const remove = action === ClassroomControl.REMOVE;
  const meetUserIdx = meetUserIdxOf(to);
  // Removed means out of this class: the removal is written before the attendee's socket closes, so
  // neither its token nor a new join can get back in the moment it is out. One transaction: the hub's
  // liveness check, which may run in between, sees a closed session only together with its removal
  // (and closes it as removed, not as unknown).
  if (remove && meetUserIdx !== null) {
    const db = ctx.runtime.database.db;
    const meet = await meets.findMeetByIdxAcrossCompanies(db, peer.meetIdx);
    if (meet) {
      const now = ctx.runtime.clock();
      await db.transaction(async (tx) => {
        await meets.closeOpenJoins(tx, meet, now, meetUserIdx);
        await meets.markRemoved(tx, meet, meetUserIdx, now);
      });
    }
  }
  ctx.hub.publish({
    meetIdx: peer.meetIdx,
    to,
    frame: { t: 'control', action },
    ...(remove ? { close: ClassroomClose.REMOVED } : {}),
  });
}

/** The teacher ends the class: the meeting ends (if classClient.END has not ended it yet), then every socket. */
async function end(ctx: Ctx, peer: LocalPeer): Promise<void> {
  const db = ctx.runtime.database.db;
  const meet = await meets.findMeetByIdxAcrossCompanies(db, peer.meetIdx);
  if (meet && meet.liveRoomIdx !== null) await meets.endMeet(db, meet, ctx.runtime.clock());
  await endClassroom(ctx, peer.meetIdx);
}
