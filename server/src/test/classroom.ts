import type { AddressInfo } from 'node:net';
import { CLASSROOM_PATH, CLASSROOM_WS_PATH, type ClassroomServerFrame, type JoinResult } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { DEMO } from '../seed/demo';
import type { Harness } from './harness';
import { clientJoin, joinData, token } from './rooms';

/* Test only: real WebSocket clients of the classroom socket, and classes to join. */

const WAIT_MS = 20_000;

export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${CLASSROOM_WS_PATH}`;
}

/** Shares a file in the class's chat as the page does (classroom.CHAT_FILE over HTTP, beside the socket at `wsUrl`). */
export async function shareChatFile(wsUrl: string, attendeeToken: string, name: string, bytes: Buffer, text = '') {
  const form = new FormData();
  form.append('command', 'CHAT_FILE');
  form.append('attendeeToken', attendeeToken);
  form.append('text', text);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const http = new URL(wsUrl);
  http.protocol = 'http:';
  http.pathname = CLASSROOM_PATH;
  const response = await fetch(http, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as { errorCode?: string; data?: { result: { message: { file: { fileId: string } | null } } } },
  };
}

/** A socket that keeps every frame it got and how it closed. */
export class TestSocket {
  readonly frames: ClassroomServerFrame[] = [];
  readonly closed: Promise<number>;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ClassroomServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  /** `answersPings: false`: a client whose network is gone (it answers no protocol ping). */
  static async open(url: string, origin = 'http://127.0.0.1:8080', { answersPings = true } = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { origin, autoPong: answersPings });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  hello(attendeeToken: string): void {
    this.send({ t: 'hello', attendeeToken, media: { camera: true, mic: true, screen: false } });
  }

  /** The first frame of this type (after `after` frames), waiting for it. */
  async next<T extends ClassroomServerFrame['t']>(
    t: T,
    where: (f: Extract<ClassroomServerFrame, { t: T }>) => boolean = () => true,
  ): Promise<Extract<ClassroomServerFrame, { t: T }>> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.frames.find((f): f is Extract<ClassroomServerFrame, { t: T }> => f.t === t && where(f as never));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${t} frame; got ${JSON.stringify(this.frames.map((f) => f.t))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  has(t: ClassroomServerFrame['t']): boolean {
    return this.frames.some((f) => f.t === t);
  }

  async closeCode(): Promise<number> {
    return Promise.race([
      this.closed,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('socket not closed')), WAIT_MS)),
    ]);
  }

  close(): void {
    this.ws.close(1000);
  }
}

/** A live class: the teacher's instant room joined through the class client's JOIN. */
export async function openClass(h: Harness, title: string) {
  const teacher = await h.login(DEMO.users.teacher);
  const opened = joinData(await h.send('roomJoin.OPEN', { roomTitle: title }, token(teacher)));
  const teacherToken = await clientJoin(h, opened);
  let guests = 0;
  /** A guest of the class by its invite code, joined: their attendee token. */
  const guest = async (name = `Guest ${++guests}`): Promise<string> => {
    const joined: JoinResult = joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId, userName: name }),
    );
    return clientJoin(h, joined);
  };
  return { opened, teacherToken, guest, teacher };
}

/** Connected and welcomed. */
export async function enter(url: string, attendeeToken: string, options?: { answersPings?: boolean }): Promise<TestSocket> {
  const socket = await TestSocket.open(url, undefined, options);
  socket.hello(attendeeToken);
  await socket.next('welcome');
  return socket;
}
