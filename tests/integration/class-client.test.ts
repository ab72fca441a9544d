import { type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo';
import { type Harness, startHarness } from '../../server/src/test/harness';
import { addReservedRoom, execOf, joinData, token } from '../../server/src/test/rooms';
import { buildExecArgs } from '../../agent/src/params';
import { ClassClientError, parseArgs, TestClassClient } from '../fixtures/class-client/client';

/* The test class client over real HTTP, fed the command line the local agent builds from a ticket. */

let h: Harness;
let origin: string;
let teacher: LoginResult;
let student: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  origin = await h.app.listen({ host: '127.0.0.1', port: 0 });
  [teacher, student] = await Promise.all([DEMO.users.teacher, 'student1'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
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
});
