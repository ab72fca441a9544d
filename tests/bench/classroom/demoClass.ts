/**
 * The demo company's class through the HTTP API (classroom.ts): sign-ins, the demo room, its members, and
 * a fresh join answer's webJoinUrl per join (each a single-use ticket).
 */
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { demoToken } from '../compiledServer';

export const DEMO_ROOM = 'Math A (regular class)';

interface Envelope<T> {
  success: boolean;
  errorCode: string | null;
  data: T | null;
}

async function call<T>(origin: string, token: string, path: string, init: { method: 'GET' | 'POST'; body?: object }): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      [SERVICE_TYPE_HEADER]: 'SERVICE',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  const body = JSON.parse(text) as Envelope<T>;
  if (!response.ok || !body.success || !body.data) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return body.data;
}

export interface DemoUserSession {
  userId: string;
  token: string;
  userIdx: number;
}

export async function signIn(origin: string, userId: string): Promise<DemoUserSession> {
  const token = await demoToken(origin, userId);
  const me = await call<{ result: { userIdx: number } }>(origin, token, '/boda/user?command=GET_ME', { method: 'GET' });
  return { userId, token, userIdx: me.result.userIdx };
}

/** The demo room's code (teacher1's "Math A"), as its owner sees it. */
export async function demoRoomCode(origin: string, teacher: DemoUserSession): Promise<string> {
  const rooms = await call<{ resultPage: { content: Array<{ roomCode: string; roomTitle: string }> } }>(
    origin,
    teacher.token,
    `/boda/room?command=LIST&page=1&size=30&searchKeyword=${encodeURIComponent('Math A')}`,
    { method: 'GET' },
  );
  const room = rooms.resultPage.content.find((r) => r.roomTitle === DEMO_ROOM);
  if (!room) throw new Error(`no room "${DEMO_ROOM}" for ${teacher.userId}`);
  return room.roomCode;
}

/** Makes sure these users attend the room (the demo room has student1..3; the mesh bench needs five students). */
export async function addMembers(origin: string, teacher: DemoUserSession, roomCode: string, members: DemoUserSession[]): Promise<void> {
  await call(origin, teacher.token, '/boda/room/user', {
    method: 'POST',
    body: { command: 'ADD_LIST', roomCode, userIdxList: members.map((m) => m.userIdx) },
  });
}

/** roomJoin.JOIN: a fresh webJoinUrl (the built-in classroom, a new single-use ticket) on `origin`. */
export async function webJoinUrl(origin: string, user: DemoUserSession, roomCode: string): Promise<string> {
  const joined = await call<{ webJoinUrl: string | null }>(origin, user.token, '/boda/room/join', {
    method: 'POST',
    body: { command: 'JOIN', roomCode },
  });
  if (!joined.webJoinUrl) throw new Error(`no webJoinUrl for ${user.userId} (does the company allow web classes?)`);
  const url = new URL(joined.webJoinUrl);
  return `${origin}${url.pathname}${url.hash}`;
}
