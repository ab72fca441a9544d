import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { enter, listenOn, openClass, type TestSocket } from '../../test/classroom';
import { type Harness, startHarness } from '../../test/harness';

/*
 * Two instances on one PostgreSQL database: the teacher's socket on A, the student's on B, and
 * everything live between them crosses through LISTEN/NOTIFY (an offer larger than a NOTIFY payload
 * through its row). PGlite is one process, so this runs only with TEST_DATABASE_URL.
 */

const url = process.env.TEST_DATABASE_URL;
let h: Harness;
let other: FastifyInstance;
let urlA = '';
let urlB = '';
const sockets: TestSocket[] = [];

describe.skipIf(!url)('the classroom across two instances (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    h = await startHarness();
    const connectionString = h.app.boda.database.connectionString;
    if (!connectionString) throw new Error('the harness did not open PostgreSQL');
    other = await buildApp({ database: await openDatabase({ databaseUrl: connectionString }), secret: randomBytes(32) });
    [urlA, urlB] = await Promise.all([listenOn(h.app), listenOn(other)]);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await other?.close();
    await h?.close();
  });

  it('carries joined, signals, chat and ink both ways between a teacher on A and a student on B', async () => {
    expect(h.app.boda.bus.kind).toBe('postgres');
    const { teacherToken, guest } = await openClass(h, 'two instances');
    const teacher = await enter(urlA, teacherToken);
    const student = await enter(urlB, await guest('Choi'));
    sockets.push(teacher, student);
    const teacherId = (await teacher.next('welcome')).you.peerId;
    const studentWelcome = await student.next('welcome');
    expect(studentWelcome.participants.map((p) => p.peerId)).toEqual([teacherId]);
    const studentId = studentWelcome.you.peerId;
    expect((await teacher.next('joined')).participant.peerId).toBe(studentId);

    const offer = { description: { type: 'offer', sdp: 'a=candidate '.repeat(1500) } };
    student.send({ t: 'signal', to: teacherId, data: offer });
    expect((await teacher.next('signal')).data).toEqual(offer);
    const answer = { description: { type: 'answer', sdp: 'v=0' } };
    teacher.send({ t: 'signal', to: studentId, data: answer });
    expect((await student.next('signal')).data).toEqual(answer);

    teacher.send({ t: 'chat', text: 'from A' });
    student.send({ t: 'chat', text: 'from B' });
    await student.next('chat', (f) => f.message.text === 'from A');
    await teacher.next('chat', (f) => f.message.text === 'from B');

    const stroke = { strokeId: 'a1', tool: 'pen', color: '#000000', size: 0.004, points: [[0.1, 0.1, 0.5]], done: true };
    teacher.send({ t: 'ink', ink: stroke });
    expect((await student.next('ink')).from).toBe(teacherId);
    teacher.send({ t: 'pen', to: studentId });
    await student.next('pen', (f) => f.to === studentId);
    student.send({ t: 'ink', ink: { ...stroke, strokeId: 'b1' } });
    expect((await teacher.next('ink', (f) => f.ink.strokeId === 'b1')).from).toBe(studentId);

    student.close();
    expect((await teacher.next('left')).peerId).toBe(studentId);
  });

  it("ends the other instance's sockets when the teacher ends the class on one", async () => {
    const { teacherToken, guest } = await openClass(h, 'ended across');
    const teacher = await enter(urlA, teacherToken);
    const student = await enter(urlB, await guest());
    sockets.push(teacher, student);
    teacher.send({ t: 'end' });
    await student.next('ended');
    expect(await student.closeCode()).toBe(4410);
  });
});
