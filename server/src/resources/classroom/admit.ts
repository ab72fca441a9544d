import { randomBytes } from 'node:crypto';
import {
  CLASSROOM_MESH_LIMIT,
  ClassroomClose,
  type ClassroomCloseCode,
  type ClassroomMediaState,
  type ClassroomParticipant,
  ClassroomRole,
  type ClassroomRoleValue,
  UserType,
} from '@boda/contract';
import type { WebSocket } from 'ws';
import { hashToken } from '../../auth/opaque';
import { iceServersFor } from '../../config/ice';
import type { Runtime } from '../../runtime';
import { endedFrame, type ClassroomHub, type LocalPeer, type WelcomeFrame } from './hub';
import * as repo from './repository';

/*
 * The hello frame: the attendee token of classClient.JOIN names the session (looked up as classClient
 * does: by its hash, the session not left, the meeting live), and through it the meeting, the attendee
 * and the role. The peer id is the attendee's (`m<meetUserIdx>`), so a reconnect is the same participant
 * and replaces its older socket wherever that one is.
 */

/** A late joiner's welcome carries the newest chat messages up to this many (the transcript has all). */
const WELCOME_CHAT_MAX = 500;

export function peerIdOf(meetUserIdx: number): string {
  return `m${meetUserIdx}`;
}

export function meetUserIdxOf(peerId: string): number | null {
  const match = /^m([1-9][0-9]{0,9})$/.exec(peerId);
  return match ? Number(match[1]) : null;
}

function roleOf(attendee: repo.Attendee): ClassroomRoleValue {
  if (attendee.userTypeCd === UserType.MONITOR) return ClassroomRole.MONITOR;
  return attendee.leader ? ClassroomRole.TEACHER : ClassroomRole.STUDENT;
}

export async function admit(
  runtime: Runtime,
  hub: ClassroomHub,
  socket: WebSocket,
  hello: { attendeeToken: string; media: ClassroomMediaState },
): Promise<LocalPeer | ClassroomCloseCode> {
  const db = runtime.database.db;
  const tokenHash = hashToken(hello.attendeeToken);
  const attendee = await repo.findAttendee(db, tokenHash);
  if (!attendee) return ClassroomClose.UNAUTHORIZED;
  if (attendee.meet.liveRoomIdx === null) {
    // The class ended while this attendee was away (a reconnect after a network drop): told as the
    // sockets in it were, with who ended it, instead of a refused token.
    socket.send(JSON.stringify(endedFrame(attendee.meet.endReason)));
    return ClassroomClose.ENDED;
  }
  if (attendee.quit !== null) return ClassroomClose.UNAUTHORIZED;
  const { meet } = attendee;
  const peerId = peerIdOf(attendee.meetUserIdx);
  const participant: ClassroomParticipant = {
    peerId,
    userIdx: attendee.userIdx,
    userName: attendee.userName,
    role: roleOf(attendee),
    media: hello.media,
    hand: false,
    recording: false,
  };
  const connectionId = randomBytes(12).toString('base64url');
  const admission = await repo.admitPeer(
    db,
    { meetIdx: meet.meetIdx, peerId, connectionId, instanceId: runtime.instanceId, participant },
    CLASSROOM_MESH_LIMIT,
    hub.freshSince(),
    runtime.clock(),
  );
  if (admission === null) return ClassroomClose.ROOM_FULL;
  const peer: LocalPeer = {
    connectionId,
    admission,
    socket,
    meetIdx: meet.meetIdx,
    meetCode: meet.meetCode,
    companyIdx: meet.companyIdx,
    peerId,
    meetUserIdx: attendee.meetUserIdx,
    tokenHash,
    participant,
    drawing: new Map(),
    held: [],
    listed: new Set(),
  };
  // In the hub before the welcome is read: what others publish from now on is held and follows the
  // welcome (hub.release), so a chat line or a pen handed over during the read is not lost.
  hub.add(peer);
  try {
    const read = await repo.welcomeOf(db, meet.meetIdx, hub.freshSince(), WELCOME_CHAT_MAX);
    // The same attendee's older sockets (another tab, a reconnect not yet noticed), on any instance.
    hub.publish({ meetIdx: meet.meetIdx, to: peerId, admittedBefore: admission, close: ClassroomClose.REPLACED });
    const welcome: WelcomeFrame = {
      t: 'welcome',
      you: participant,
      participants: read.participants.filter((p) => p.peerId !== peerId),
      strokes: read.strokes,
      chat: read.chat,
      pen: read.pen,
      iceServers: iceServersFor(runtime.settings.ice, peerId, runtime.clock()),
      meshLimit: CLASSROOM_MESH_LIMIT,
    };
    hub.send(peer, welcome);
    hub.release(peer, welcome, new Set(read.connections));
  } catch (err) {
    // Nobody was told of this socket yet: it goes from the hub and the roster as if it had never come.
    hub.remove(peer);
    await repo.removePeer(db, meet.meetIdx, connectionId).catch(() => false);
    throw err;
  }
  hub.publish({ meetIdx: meet.meetIdx, to: null, except: peerId, announces: connectionId, frame: { t: 'joined', participant } });
  return peer;
}
