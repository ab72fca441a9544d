import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoginResult, NoteListType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo';
import { type Harness, startHarness } from '../../server/src/test/harness';
import { addReservedRoom, execOf, joinData, token } from '../../server/src/test/rooms';
import { buildExecArgs } from '../../agent/src/params';
import { ClassClientError, parseArgs, TestClassClient } from '../fixtures/class-client/client';

/* The test class client over real HTTP, fed the command line the local agent builds from a ticket. */

let h: Harness;
let filesDir: string;
let origin: string;
let teacher: LoginResult;
let student: LoginResult;

beforeAll(async () => {
  // Storage for class-note page images.
  filesDir = await mkdtemp(join(tmpdir(), 'boda-class-client-'));
  h = await startHarness({ filesDir });
  origin = await h.app.listen({ host: '127.0.0.1', port: 0 });
  [teacher, student] = await Promise.all([DEMO.users.teacher, 'student1'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

function clientFor(ticketResult: Parameters<typeof execOf>[0]): TestClassClient {
  const exec = execOf(ticketResult);
  // The agent's own argument builder; the server URL is this test server instead of the configured origin.
  return new TestClassClient({ ...parseArgs(buildExecArgs(exec)), server: origin });
}

describe('test class client', () => {
  it('joins with the agent command line, heartbeats, starts, leaves and ends', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Fixture class' }, [student.user.userIdx]);
    const leader = clientFor(joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher))));
    expect(leader.args).toMatchObject({ room: room.roomCode, joinMode: 'normal', userId: 'teacher1' });
    expect((await leader.join()).live).toBe(true);
    expect(leader.leader).toBe(true);
    await leader.start();
    const pupil = clientFor(joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    await pupil.join();
    expect((await pupil.heartbeat()).currentUserNum).toBe(2);
    await expect(pupil.end()).rejects.toBeInstanceOf(ClassClientError);
    expect(await pupil.leave()).toBeGreaterThanOrEqual(0);
    expect((await leader.end()).live).toBe(false);
  });

  it('uploads a 2-page class note when asked, which the attendee then finds in the class notes', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Note class' }, [student.user.userIdx]);
    const leader = clientFor(joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher))));
    await leader.join();
    const pupilJoin = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student)));
    const pupil = new TestClassClient({ ...parseArgs([...buildExecArgs(execOf(pupilJoin)), '--upload-note']), server: origin });
    expect(pupil.args.uploadNote).toBe(true);
    await pupil.join();
    const uploaded = await pupil.uploadNote('Fractions');
    expect(uploaded).toMatchObject({ pageCount: 2, replaced: false });
    const listed = await h.send('note.LIST', { searchType: NoteListType.CLASS }, token(student));
    expect(listed.body.data?.resultPage.content.map((n) => [n.noteIdx, n.noteTitle])).toEqual([[uploaded.noteIdx, 'Fractions']]);
    await pupil.leave();
    await leader.end();
  });
});
