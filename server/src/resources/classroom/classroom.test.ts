import { CLASSROOM_FRAME_BURST, CLASSROOM_FRAME_MAX_BYTES, ClassroomClose, ClassroomEndReason } from '@boda/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { clientJoin, execOf, joinData, token } from '../../test/rooms';
import { enter, listenOn, openClass, TestSocket } from '../../test/classroom';
import { waitUntil } from '../../test/waitUntil';

/*
 * The signaling socket with real clients against the listening app (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): who gets in, what each role may send, and what reaches whom.
 */

let h: Harness;
let url: string;
let filesDir: string;
const sockets: TestSocket[] = [];

async function join(token: string, options?: { answersPings?: boolean }): Promise<TestSocket> {
  const socket = await enter(url, token, options);
  sockets.push(socket);
  return socket;
}

const PING_MS = 300;
const INK = { strokeId: 's1', tool: 'pen', color: '#112233', size: 0.004, points: [[0.1, 0.2, 0.5]], done: false } as const;

beforeAll(async () => {
  filesDir = await mkdtemp(joinPath(tmpdir(), 'boda-classroom-'));
  // Sockets pinged every 300 ms: one that answers none is ended within 600 ms.
  h = await startHarness({ filesDir, classroomPingMs: PING_MS });
  url = await listenOn(h.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('hello', () => {
  it('welcomes a valid attendee token with its role, the others and the ICE servers', async () => {
    const { teacherToken, guest } = await openClass(h, 'welcome class');
    const teacher = await join(teacherToken);
    const welcome = await teacher.next('welcome');
    expect(welcome.you).toMatchObject({ role: 'teacher', media: { camera: true, mic: true, screen: false }, hand: false });
    expect(welcome.you.peerId).toMatch(/^m\d+$/);
    expect(welcome).toMatchObject({ participants: [], strokes: [], chat: [], pen: null, iceServers: [], meshLimit: 6 });
    const student = await join(await guest('Kim'));
    expect((await student.next('welcome')).participants.map((p) => p.peerId)).toEqual([welcome.you.peerId]);
    expect((await student.next('welcome')).you).toMatchObject({ role: 'student', userName: 'Kim' });
    const joined = await teacher.next('joined');
    expect(joined.participant.userName).toBe('Kim');
    // A raised hand and a camera turned off reach the others and a late joiner's roster.
    student.send({ t: 'hand', up: true });
    student.send({ t: 'media', media: { camera: false, mic: true, screen: false } });
    await teacher.next('participant', (f) => !f.participant.media.camera);
    const late = await join(await guest('Late'));
    const kim = (await late.next('welcome')).participants.find((p) => p.userName === 'Kim');
    expect(kim).toMatchObject({ hand: true, media: { camera: false, mic: true, screen: false } });
  });

  it('closes a socket that sends no hello within the time allowed with 4401', async () => {
    const silent = await TestSocket.open(url);
    expect(await silent.closeCode()).toBe(ClassroomClose.UNAUTHORIZED);
  });

  it('ends a socket whose network went without a goodbye (it answers no ping), so the others see it leave; one that answers stays', async () => {
    const { teacherToken, guest } = await openClass(h, 'silent network class');
    const teacher = await join(teacherToken);
    const gone = await join(await guest('Gone'), { answersPings: false });
    const goneId = (await gone.next('welcome')).you.peerId;
    expect((await teacher.next('left', (f) => f.peerId === goneId)).peerId).toBe(goneId);
    expect(await gone.closeCode()).toBe(1006);
    // The teacher answered every ping meanwhile and is still in.
    await new Promise((resolve) => setTimeout(resolve, 4 * PING_MS));
    teacher.send({ t: 'ping' });
    await teacher.next('pong');
    const late = await join(await guest());
    expect((await late.next('welcome')).participants.map((p) => p.peerId)).toEqual([(await teacher.next('welcome')).you.peerId]);
  });

  it("never shows a dead instance's participants, and announces them gone", async () => {
    const { teacherToken, guest } = await openClass(h, 'ghost class');
    const teacher = await join(teacherToken);
    const ghostToken = await guest('Ghost');
    const ghost = await join(ghostToken);
    const ghostId = (await ghost.next('welcome')).you.peerId;
    // Its instance stops refreshing the row (died without a goodbye).
    await h.db.execute(
      sql`update classroom_peers set instance_id = 'dead', last_seen = now() - interval '1 hour' where peer_id = ${ghostId}`,
    );
    const late = await join(await guest());
    expect((await late.next('welcome')).participants.map((p) => p.peerId)).not.toContain(ghostId);
    expect((await teacher.next('left', (f) => f.peerId === ghostId)).peerId).toBe(ghostId);
  });

  it('closes an unknown token, a first frame that is not hello, and a session that left with 4401', async () => {
    const unknown = await TestSocket.open(url);
    unknown.hello('x'.repeat(43));
    expect(await unknown.closeCode()).toBe(ClassroomClose.UNAUTHORIZED);
    const noHello = await TestSocket.open(url);
    noHello.send({ t: 'ping' });
    expect(await noHello.closeCode()).toBe(ClassroomClose.UNAUTHORIZED);
    const { guest } = await openClass(h, 'left class');
    const token = await guest();
    expect((await h.send('classClient.LEAVE', { attendeeToken: token })).status).toBe(200);
    const left = await TestSocket.open(url);
    left.hello(token);
    expect(await left.closeCode()).toBe(ClassroomClose.UNAUTHORIZED);
  });

  it('refuses another path and a page of a foreign origin before any socket exists', async () => {
    await expect(TestSocket.open(url.replace('/ws', '/other'))).rejects.toThrow(/404/);
    await expect(TestSocket.open(url, 'https://evil.example')).rejects.toThrow(/403/);
  });
});

describe('bad frames', () => {
  it('closes bad JSON, an unknown frame and an oversize frame with 4400, and a flood with 4429', async () => {
    const { teacherToken, guest } = await openClass(h, 'bad frames');
    for (const bad of [
      '{not json',
      JSON.stringify({ t: 'shout' }),
      JSON.stringify({ t: 'chat', text: 'x'.repeat(CLASSROOM_FRAME_MAX_BYTES) }),
    ]) {
      const socket = await join(await guest());
      socket.send(bad);
      expect(await socket.closeCode()).toBe(ClassroomClose.BAD_FRAME);
    }
    const flooder = await join(teacherToken);
    for (let i = 0; i < CLASSROOM_FRAME_BURST * 2; i++) flooder.send({ t: 'ping' });
    expect(await flooder.closeCode()).toBe(ClassroomClose.FLOOD);
    // The server still serves.
    expect((await h.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBeLessThan(500);
  });
});

describe('roles', () => {
  it("closes a student's teacher control, clear, pen and recording with 4403", async () => {
    const { guest } = await openClass(h, 'student controls');
    for (const frame of [
      { t: 'control', to: 'm1', action: 'mute' },
      { t: 'clear' },
      { t: 'pen', to: null },
      { t: 'recording', on: true },
      { t: 'end' },
    ]) {
      const student = await join(await guest());
      student.send(frame);
      expect(await student.closeCode()).toBe(ClassroomClose.FORBIDDEN);
    }
  });

  it('shows everyone, a late joiner too, that the teacher records the class, until it stops', async () => {
    const { teacherToken, guest } = await openClass(h, 'recorded class');
    const teacher = await join(teacherToken);
    const teacherId = (await teacher.next('welcome')).you.peerId;
    const student = await join(await guest('Seo'));
    // In the class before the recording starts: a student let in meanwhile learns it from the welcome.
    await student.next('welcome');
    teacher.send({ t: 'recording', on: true });
    await student.next('participant', (f) => f.participant.peerId === teacherId && f.participant.recording);
    const late = await join(await guest('Late'));
    expect((await late.next('welcome')).participants.find((p) => p.peerId === teacherId)?.recording).toBe(true);
    teacher.send({ t: 'recording', on: false });
    await late.next('participant', (f) => f.participant.peerId === teacherId && !f.participant.recording);
  });

  it('lets a student draw only with the pen handed to them', async () => {
    const { teacherToken, guest } = await openClass(h, 'pen class');
    const teacher = await join(teacherToken);
    const token = await guest('Lee');
    const denied = await join(token);
    denied.send({ t: 'ink', ink: INK });
    expect(await denied.closeCode()).toBe(ClassroomClose.FORBIDDEN);
    const student = await join(token);
    const studentId = (await student.next('welcome')).you.peerId;
    teacher.send({ t: 'pen', to: studentId });
    expect((await student.next('pen')).to).toBe(studentId);
    student.send({ t: 'ink', ink: INK });
    student.send({ t: 'ink', ink: { ...INK, points: [[0.3, 0.4, 0.5]], done: true } });
    const done = await teacher.next('ink', (f) => f.ink.done);
    expect(done.from).toBe(studentId);
    // Where the part starts in its stroke, so a page that also had it over a data channel keeps each point once.
    expect(done.at).toBe(INK.points.length);
    // A late joiner sees the complete stroke on the board.
    const late = await join(await guest());
    const welcome = await late.next('welcome');
    expect(welcome.strokes).toHaveLength(1);
    expect(welcome.strokes[0]?.points).toHaveLength(2);
    // ...and who holds the pen, among those present.
    expect(welcome.pen).toBe(studentId);
    expect(welcome.participants.map((p) => p.peerId)).toContain(studentId);
  });

  it('erases strokes for everyone, a late joiner too, and only for those who may draw', async () => {
    const { teacherToken, guest } = await openClass(h, 'eraser class');
    const teacher = await join(teacherToken);
    await teacher.next('welcome');
    const token = await guest('Kim');
    const student = await join(token);
    await student.next('welcome');
    for (const strokeId of ['keep', 'gone1', 'gone2']) teacher.send({ t: 'ink', ink: { ...INK, strokeId, done: true } });
    await student.next('ink', (f) => f.ink.strokeId === 'gone2');
    teacher.send({ t: 'erase', strokeIds: ['gone1', 'gone2', 'never-drawn'] });
    expect((await student.next('erase')).strokeIds).toEqual(['gone1', 'gone2', 'never-drawn']);
    const late = await join(await guest('Late'));
    expect((await late.next('welcome')).strokes.map((s) => s.strokeId)).toEqual(['keep']);
    // Without the pen a student erases nothing: the socket is closed and the board stays.
    student.send({ t: 'erase', strokeIds: ['keep'] });
    expect(await student.closeCode()).toBe(ClassroomClose.FORBIDDEN);
    const after = await join(await guest('After'));
    expect((await after.next('welcome')).strokes.map((s) => s.strokeId)).toEqual(['keep']);
  });
});

describe('chat, remove, replace', () => {
  it('relays chat to everyone and keeps it for a late joiner', async () => {
    const { teacherToken, guest } = await openClass(h, 'chat class');
    const teacher = await join(teacherToken);
    const student = await join(await guest('Park'));
    student.send({ t: 'chat', text: 'hello teacher' });
    expect((await teacher.next('chat')).message).toMatchObject({ text: 'hello teacher', userName: 'Park', file: null });
    teacher.send({ t: 'chat', text: 'hello Park' });
    await student.next('chat', (f) => f.message.text === 'hello Park');
    const late = await join(await guest());
    expect((await late.next('welcome')).chat.map((m) => m.text)).toEqual(['hello teacher', 'hello Park']);
  });

  it('closes a removed participant with 4411 and keeps their token out', async () => {
    const { teacherToken, guest } = await openClass(h, 'remove class');
    const teacher = await join(teacherToken);
    const token = await guest();
    const student = await join(token);
    const id = (await student.next('welcome')).you.peerId;
    teacher.send({ t: 'control', to: id, action: 'remove' });
    expect((await student.next('control')).action).toBe('remove');
    expect(await student.closeCode()).toBe(ClassroomClose.REMOVED);
    expect((await teacher.next('left')).peerId).toBe(id);
    const again = await TestSocket.open(url);
    again.hello(token);
    expect(await again.closeCode()).toBe(ClassroomClose.UNAUTHORIZED);
  });

  it("tells a removal as one when the hub's liveness check finds it before the removal's own close", async () => {
    const { guest } = await openClass(h, 'removal seen by liveness class');
    const student = await join(await guest());
    const id = (await student.next('welcome')).you.peerId;
    // The removal as the teacher's control writes it (session closed, attendee marked removed), with no
    // close published: the liveness check (every 2 s) is the one that finds it. A peer id is m<meetUserIdx>.
    const meetUserIdx = Number(id.slice(1));
    await h.db.execute(sql`update meet_users set removed_datetime = now() where meet_user_idx = ${meetUserIdx}`);
    await h.db.execute(sql`update meet_user_joins set quit_datetime = now() where meet_user_idx = ${meetUserIdx}`);
    expect(await student.closeCode()).toBe(ClassroomClose.REMOVED);
  });

  it('keeps a removed student out of that class (WB-403-113), and nobody else', async () => {
    const { teacherToken, opened } = await openClass(h, 'remove for good class');
    const teacher = await join(teacherToken);
    const student = await h.login('student1');
    const joinByInvite = () =>
      h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId }, token(student));
    const socket = await join(await clientJoin(h, joinData(await joinByInvite())));
    // A second ticket, taken before the removal (another tab at its pre-join screen).
    const spare = joinData(await joinByInvite());
    const id = (await socket.next('welcome')).you.peerId;
    teacher.send({ t: 'control', to: id, action: 'remove' });
    expect(await socket.closeCode()).toBe(ClassroomClose.REMOVED);
    const again = await joinByInvite();
    expect([again.status, again.body.errorCode]).toEqual([403, 'WB-403-113']);
    const redeemed = await h.send('classClient.JOIN', { joinToken: execOf(spare).join.joinToken });
    expect([redeemed.status, redeemed.body.errorCode]).toEqual([403, 'WB-403-113']);
    // Another student of the same company still gets in: the refusal is the removed one's alone.
    const other = await h.login('student2');
    expect(
      (await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId }, token(other))).status,
    ).toBe(200);
  });

  it('replaces the older socket of the same attendee with 4412', async () => {
    const { guest } = await openClass(h, 'replace class');
    const token = await guest();
    const first = await join(token);
    const second = await join(token);
    expect(await first.closeCode()).toBe(ClassroomClose.REPLACED);
    second.send({ t: 'ping' });
    await second.next('pong');
  });

  it("keeps the newer socket when the older one's replace arrives after it (the bus is asynchronous)", async () => {
    const { guest } = await openClass(h, 'late replace class');
    const token = await guest();
    const bus = h.app.boda.bus;
    const publish = bus.publish.bind(bus);
    const held: Parameters<typeof publish>[0][] = [];
    let replacesDelivered = 0;
    const unsubscribe = bus.subscribe((message) => void (message.close === ClassroomClose.REPLACED && replacesDelivered++));
    // The first socket's replace is held back until the second socket is in.
    bus.publish = (message) =>
      message.close === ClassroomClose.REPLACED && held.length === 0 ? void held.push(message) : publish(message);
    try {
      const first = await join(token);
      const second = await join(token);
      expect(await first.closeCode()).toBe(ClassroomClose.REPLACED);
      expect(held).toHaveLength(1);
      publish(held[0]!);
      await waitUntil(
        () => replacesDelivered,
        (n) => n === 2,
      );
      second.send({ t: 'ping' });
      await second.next('pong');
    } finally {
      bus.publish = publish;
      unsubscribe();
    }
  });
});

describe('signals', () => {
  it('reach the named peer of the same meeting and never one of another meeting', async () => {
    const a = await openClass(h, 'signal A');
    const b = await openClass(h, 'signal B');
    const teacherA = await join(a.teacherToken);
    const studentA = await join(await a.guest());
    const studentB = await join(await b.guest());
    const idA = (await studentA.next('welcome')).you.peerId;
    const idB = (await studentB.next('welcome')).you.peerId;
    const offer = { description: { type: 'offer', sdp: 'v=0 '.repeat(2500) } };
    teacherA.send({ t: 'signal', to: idB, data: offer });
    teacherA.send({ t: 'signal', to: idA, data: offer });
    const got = await studentA.next('signal');
    expect(got.data).toEqual(offer);
    teacherA.send({ t: 'ping' });
    await teacherA.next('pong');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(studentB.has('signal')).toBe(false);
  });
});

describe('the end', () => {
  it("closes everyone with 4410 on the teacher's end and writes the chat log record", async () => {
    const { teacherToken, guest, opened, teacher: teacherLogin } = await openClass(h, 'end class');
    const teacher = await join(teacherToken);
    const student = await join(await guest());
    teacher.send({ t: 'chat', text: 'bye all' });
    await student.next('chat');
    teacher.send({ t: 'end' });
    // The teacher's own end carries no reason: the page shows the ordinary end.
    expect((await student.next('ended')).reason).toBeUndefined();
    expect(await student.closeCode()).toBe(ClassroomClose.ENDED);
    expect(await teacher.closeCode()).toBe(ClassroomClose.ENDED);
    // The chat log is stored as the class ends, beside the sockets' closing: wait for it to be listed.
    const listed = await waitUntil(
      async () =>
        (
          await h.send(
            'recordChat.LIST_ROOM',
            { meetCode: opened.result.meetCode },
            { token: teacherLogin.token.access_token, serviceType: 'SERVICE' },
          )
        ).body.data?.resultList.map((r) => r.fileName) ?? [],
      (names) => names.length > 0,
    );
    expect(listed).toEqual([`chat-${opened.result.meetCode}.txt`]);
  });

  it('ends the sockets within seconds when monitoring closes the class, telling them the operator closed it', async () => {
    const { teacherToken, guest, opened } = await openClass(h, 'force closed');
    const teacher = await join(teacherToken);
    const studentToken = await guest();
    const student = await join(studentToken);
    const operator = await h.login('operator');
    const closed = await h.send(
      'roomJoin.CLOSE',
      { roomCode: opened.result.roomCode, meetCode: opened.result.meetCode },
      { token: operator.token.access_token, serviceType: 'MANAGE' },
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(await student.closeCode()).toBe(ClassroomClose.ENDED);
    expect(await teacher.closeCode()).toBe(ClassroomClose.ENDED);
    expect((await student.next('ended')).reason).toBe(ClassroomEndReason.CLOSED);
    expect((await teacher.next('ended')).reason).toBe(ClassroomEndReason.CLOSED);
    // A page that was reconnecting at the close (its network had dropped) is told the same when it is back.
    const back = await TestSocket.open(url);
    back.hello(studentToken);
    expect(await back.closeCode()).toBe(ClassroomClose.ENDED);
    expect((await back.next('ended')).reason).toBe(ClassroomEndReason.CLOSED);
  });

  it('tells no reason when the teacher closes the class from the room card', async () => {
    const { teacherToken, guest, opened, teacher: teacherLogin } = await openClass(h, 'closed by its teacher');
    await join(teacherToken);
    const student = await join(await guest());
    const closed = await h.send(
      'roomJoin.CLOSE',
      { roomCode: opened.result.roomCode, meetCode: opened.result.meetCode },
      { token: teacherLogin.token.access_token, serviceType: 'SERVICE' },
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(await student.closeCode()).toBe(ClassroomClose.ENDED);
    expect((await student.next('ended')).reason).toBeUndefined();
    const back = await TestSocket.open(url);
    back.hello(teacherToken);
    expect(await back.closeCode()).toBe(ClassroomClose.ENDED);
    expect((await back.next('ended')).reason).toBeUndefined();
  });
});

describe('mesh limit', () => {
  it('closes the participant beyond the limit with 4409; monitoring is not counted', async () => {
    const { teacherToken, guest, opened } = await openClass(h, 'full class');
    await join(teacherToken);
    for (let i = 0; i < 5; i++) await join(await guest());
    const seventh = await TestSocket.open(url);
    seventh.hello(await guest());
    expect(await seventh.closeCode()).toBe(ClassroomClose.ROOM_FULL);
    expect((await h.send('classClient.START', { attendeeToken: teacherToken })).status).toBe(200);
    const operator = await h.login('operator');
    const watch = joinData(
      await h.send('monitor.JOIN', { roomCode: opened.result.roomCode, meetCode: opened.result.meetCode }, token(operator, 'MANAGE')),
    );
    const monitor = await join(await clientJoin(h, watch));
    expect((await monitor.next('welcome')).you.role).toBe('monitor');
  });
});

describe('shutdown', () => {
  it('closes the sockets with 1001 (going away) when the instance stops', async () => {
    const stopping = await startHarness();
    const stoppingUrl = await listenOn(stopping.app);
    const { teacherToken } = await openClass(stopping, 'stopping instance');
    const teacher = await enter(stoppingUrl, teacherToken);
    await stopping.close();
    expect(await teacher.closeCode()).toBe(1001);
  });
});
