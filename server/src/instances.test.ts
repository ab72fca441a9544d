import { createHash } from 'node:crypto';
import {
  CLASS_CLIENT_PATH,
  CLASS_CLIENT_UPLOAD_PATH,
  CLASSROOM_WS_PATH,
  HEARTBEAT_SEC,
  PasswordPolicy,
  SERVICE_TYPE_HEADER,
  validatePassword,
} from '@boda/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { writeUserSheet } from './resources/user/excel/sheet';
import { DEMO } from './seed/demo';
import { hasMotoServer, startMotoServer, type TestS3Server } from './storage/s3-test-servers';
import { createScratchPostgres } from './test/database';
import { execOf } from './test/ticket';
import { freePort } from '../../tests/fixtures/free-port';
import { compiledServerDir } from './test/compiled-server';
import { type Instance, nginxBinary, type Proxy, sharedSecrets, startInstance, startNginx } from './test/instances';

/*
 * Two compiled server processes on one PostgreSQL database and one S3 bucket behind nginx, holding
 * a class; one is killed with SIGKILL mid-class (issue 34 item 2). The other serves everyone within
 * 5 s, attendance keeps counting, the classroom's sockets reconnect, the upload in flight resumes,
 * and the import job the dead instance held is done once by the other. Needs TEST_DATABASE_URL
 * (PGlite is one process) and nginx (scripts/ensure-system.sh installs it).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const nginx = nginxBinary();
const MiB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };
const IMPORT_ROWS = 1500;
/** The promise of the issue: the survivor serves everyone within this long after the kill. */
const TAKEOVER_MS = 5000;

let database: { url: string; drop(): Promise<void> } | undefined;
let s3: TestS3Server | undefined;
const instances: Instance[] = [];
let proxy: Proxy | undefined;

interface Answer {
  status: number;
  upstream: string;
  body: { success?: boolean; errorCode?: string | null; data?: Record<string, unknown> | null };
}

async function call(path: string, init: { token?: string; json?: object; form?: Record<string, string> | FormData } = {}): Promise<Answer> {
  const headers: Record<string, string> = { [SERVICE_TYPE_HEADER]: 'SERVICE' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form instanceof FormData) {
    body = init.form;
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${proxy?.origin}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { success: false, errorCode: text.slice(0, 200) };
  }
  return { status: response.status, upstream: response.headers.get('x-upstream') ?? '', body: parsed };
}

function ok(answer: Answer): Record<string, unknown> {
  if (answer.status !== 200 || !answer.body.success) throw new Error(`${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data ?? {};
}

async function signIn(userId: string): Promise<string> {
  const data = ok(await call('/open/login/loginBoda', { form: { companyId: DEMO.companyId, username: userId, password: DEMO.password } }));
  return (data.result as { token: { access_token: string } }).token.access_token;
}

/** roomJoin.JOIN then the class client's JOIN with the ticket's join token: the attendee token. */
async function joinClass(token: string, roomCode: string): Promise<string> {
  const joined = ok(await call('/boda/room/join', { token, json: { command: 'JOIN', roomCode } }));
  const { joinToken } = execOf({ joinTicket: String(joined.joinTicket) }).join;
  const attended = ok(await call(CLASS_CLIENT_PATH, { json: { command: 'JOIN', joinToken } }));
  return (attended.result as { attendeeToken: string }).attendeeToken;
}

/** A classroom socket through the proxy; `upstream` is the instance nginx chose for it. */
interface Seat {
  ws: WebSocket;
  upstream: string;
  welcomed: Promise<string[]>;
  closed: Promise<void>;
}

function sit(attendeeToken: string): Promise<Seat> {
  const origin = proxy?.origin ?? '';
  const ws = new WebSocket(`${origin.replace('http', 'ws')}${CLASSROOM_WS_PATH}`, { origin });
  return new Promise((resolve, reject) => {
    let upstream = '';
    ws.once('upgrade', (response) => (upstream = String(response.headers['x-upstream'] ?? '')));
    const welcomed = new Promise<string[]>((done) =>
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { t: string; participants?: Array<{ userName: string }> };
        if (frame.t === 'welcome') done((frame.participants ?? []).map((p) => p.userName));
      }),
    );
    const closed = new Promise<void>((done) => ws.once('close', () => done()));
    ws.once('open', () => {
      ws.send(JSON.stringify({ t: 'hello', attendeeToken, media: { camera: false, mic: false, screen: false } }));
      resolve({ ws, upstream, welcomed, closed });
    });
    ws.once('error', reject);
  });
}

/** A distinct password the demo company's high policy accepts (no runs, letters, digits and a special character). */
function strongPassword(i: number): string {
  for (let k = 0; ; k++) {
    const candidate = `Q#${createHash('sha256').update(`${i}:${k}`).digest('hex').slice(0, 10)}7`;
    if (validatePassword(candidate, PasswordPolicy.HIGH) === null) return candidate;
  }
}

/** What a finished import job says: its attempts and how many rows ended how. */
function summary(job: { attempts: number; result: unknown; last_error: string | null } | undefined): string {
  type Row = { result: string; reason: string | null; field: string | null; validationKey: string | null };
  const rows = (job?.result as { report?: { rows?: Row[] } } | null)?.report?.rows ?? [];
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = [row.result, row.reason, row.field, row.validationKey].join('/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `attempts ${job?.attempts}, rows ${JSON.stringify([...counts])}, last error ${job?.last_error}`;
}

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

describe.skipIf(!adminUrl || !nginx || !hasMotoServer())(
  'instances as separate processes behind nginx, one killed mid-class (needs TEST_DATABASE_URL, nginx and moto_server)',
  () => {
    beforeAll(async () => {
      database = await createScratchPostgres(adminUrl ?? '', 'boda_instances');
      // tus on S3 needs multipart listing, which s3rver lacks: moto's server (pip; on this machine kind, as for record.test.ts).
      s3 = await startMotoServer();
      await s3.createBucket('boda-instances');
      const bucket = s3.config('boda-instances');
      // The proxy's address is the public origin every instance names (tickets, the classroom's allowed origin).
      const proxyPort = await freePort();
      const env = {
        PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`,
        ...sharedSecrets(),
        DATABASE_URL: database.url,
        STORAGE: 's3',
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint ?? '',
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey ?? '',
        S3_FORCE_PATH_STYLE: 'true',
        LOGIN_RATE_LIMIT: '1000',
        TRUST_PROXY: '1',
      };
      // The first instance migrates and seeds; the second starts on what the first made.
      instances.push(await startInstance(compiledServerDir(), { ...env, SEED_DEMO: '1' }));
      instances.push(await startInstance(compiledServerDir(), env));
      proxy = await startNginx(
        nginx ?? 'nginx',
        instances.map((i) => i.port),
        proxyPort,
      );
    }, 600_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(instances.map((i) => i.stop()));
      await s3?.close();
      await database?.drop();
    });

    it('the survivor serves everyone within 5 s; attendance, sockets, the upload and the job carry on', { timeout: 600_000 }, async () => {
      const teacher = await signIn(DEMO.users.teacher);
      const students = await Promise.all(['student1', 'student2'].map(signIn));
      const rooms = ok(await call('/boda/room?command=LIST&page=1&size=30', { token: teacher }));
      const room = (rooms.resultPage as { content: Array<{ roomCode: string; roomTitle: string }> }).content.find((r) =>
        r.roomTitle.startsWith('Math A'),
      );
      expect(room).toBeDefined();
      const roomCode = room?.roomCode ?? '';
      const leader = await joinClass(teacher, roomCode);
      ok(await call(CLASS_CLIENT_PATH, { json: { command: 'START', attendeeToken: leader } }));
      const attendees = [leader, ...(await Promise.all(students.map((s) => joinClass(s, roomCode))))];
      const joinedAt = Date.now();

      // Everyone in the classroom, then heartbeats through the proxy for the whole class.
      const seats = await Promise.all(attendees.map(sit));
      await Promise.all(seats.map((s) => s.welcomed));
      const beats: Array<{ at: number; ok: boolean }> = [];
      let beating = true;
      const heartbeats = Promise.all(
        attendees.map(async (attendeeToken) => {
          while (beating) {
            const at = Date.now();
            const answer = await call(CLASS_CLIENT_PATH, { json: { command: 'HEARTBEAT', attendeeToken } }).catch(() => null);
            beats.push({ at, ok: answer?.status === 200 && answer.body.success === true });
            await new Promise((r) => setTimeout(r, 1000));
          }
        }),
      );

      // An import job in flight, and the instance that holds it is the one to die.
      const operator = await signIn(DEMO.users.operator);
      const rows = Array.from({ length: IMPORT_ROWS }, (_v, i) => ({
        userId: `inst${String(i).padStart(5, '0')}`,
        userName: `Student ${i}`,
        password: strongPassword(i),
        phone: `010${String(i).padStart(8, '0')}`,
      }));
      const sheet = new FormData();
      for (const [key, value] of Object.entries({ command: 'ADD_USER', userTypeCd: '12', duplicateMode: 'SKIP' })) sheet.append(key, value);
      sheet.append('uploadFile', new Blob([new Uint8Array(await writeUserSheet(rows))]), 'users.xlsx');
      const importing = call('/boda/user/excel', { token: operator, form: sheet });
      const pool = new pg.Pool({ connectionString: database?.url, max: 1 });
      // The scratch database is dropped after the test, which ends this connection too.
      pool.on('error', () => undefined);
      let holder: Instance | undefined;
      for (let tries = 0; !holder && tries < 600; tries++) {
        const { rows: running } = await pool.query<{ lease_owner: string }>(
          "SELECT lease_owner FROM jobs WHERE kind LIKE '%import%' AND status = 'running' AND lease_owner IS NOT NULL",
        );
        holder = instances.find((i) => running.some((r) => r.lease_owner.includes(`:${i.pid}:`)));
        if (!holder) await new Promise((r) => setTimeout(r, 100));
      }
      expect(holder, 'an instance claimed the import job').toBeDefined();
      const dying = holder as Instance;
      const survivor = instances.find((i) => i !== dying) as Instance;
      const onDying = (upstream: string) => upstream.endsWith(`:${dying.port}`);

      // An upload in flight: its first part lands on the instance about to die.
      const video = Buffer.from(Uint8Array.from({ length: 5 * MiB + 4321 }, (_v, i) => (i * 13) % 251));
      const created = await fetch(`${proxy?.origin}${CLASS_CLIENT_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          ...TUS,
          'upload-length': String(video.length),
          'upload-metadata': metadata({
            attendeeToken: leader,
            kind: 'video',
            fileName: 'lesson.webm',
            sha256: createHash('sha256').update(video).digest('hex'),
            recordTitle: 'Killed mid-class',
          }),
        },
      });
      expect(created.status).toBe(201);
      const uploadUrl = new URL(created.headers.get('location') ?? '', `${proxy?.origin}${CLASS_CLIENT_UPLOAD_PATH}`).href;
      const withToken = { ...TUS, authorization: `Bearer ${leader}` };
      let offset = 0;
      for (let tries = 0; tries < 40; tries++) {
        const part = video.subarray(offset, offset + 64 * 1024);
        const patched = await fetch(uploadUrl, {
          method: 'PATCH',
          headers: { ...withToken, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: new Uint8Array(part),
        });
        expect(patched.status).toBe(204);
        offset += part.length;
        if (onDying(patched.headers.get('x-upstream') ?? '')) break;
      }

      // Kill it: no drain, no goodbye.
      const killedAt = Date.now();
      await dying.kill();

      // Everyone is served: sign-in and reads through the proxy answer at once.
      const me = await call('/boda/user?command=GET_ME', { token: students[0] });
      expect(me.status).toBe(200);
      expect(me.upstream.endsWith(`:${survivor.port}`)).toBe(true);

      // The classroom sockets on the dead instance close; reconnected, they land on the survivor and
      // see everyone again within the takeover time.
      const lost = seats.filter((s) => onDying(s.upstream));
      await Promise.all(lost.map((s) => s.closed));
      const again = await Promise.all(lost.map((s) => sit(attendees[seats.indexOf(s)] ?? '')));
      const rejoined = await Promise.all(again.map((s) => s.welcomed));
      const rejoinedMs = Date.now() - killedAt;
      // The promise is 5 s; the bound allows a loaded test machine its slack (each step takes well under 1 s alone).
      expect(rejoinedMs).toBeLessThan(TAKEOVER_MS * 4);
      for (const names of rejoined) expect(names.length).toBe(attendees.length - 1);

      // The upload resumes on the survivor from what was stored and finishes with its checksum.
      const head = await fetch(uploadUrl, { method: 'HEAD', headers: withToken });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(offset);
      const rest = await fetch(uploadUrl, {
        method: 'PATCH',
        headers: { ...withToken, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(video.subarray(offset)),
      });
      expect(rest.status).toBe(204);

      // The import job the dead instance held is claimed again once its lease ends and done once.
      // (Its request answered or was cut with the instance that took it; the job row tells what happened.)
      await importing.catch(() => null);
      let job: { status: string; attempts: number; result: unknown; last_error: string | null } | undefined;
      for (let tries = 0; tries < 1200; tries++) {
        const { rows: found } = await pool.query<{ status: string; attempts: number; result: unknown; last_error: string | null }>(
          "SELECT status, attempts, result, last_error FROM jobs WHERE kind LIKE '%import%' ORDER BY job_id DESC LIMIT 1",
        );
        job = found[0];
        if (job?.status === 'done' || job?.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(job?.status).toBe('done');
      const { rows: counted } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE user_id LIKE 'inst%'");
      expect(Number(counted[0]?.n), summary(job)).toBe(IMPORT_ROWS);
      await pool.end();

      // Attendance: every heartbeat begun after the takeover time succeeded, and the time counted up to
      // LEAVE lost at most one heartbeat interval.
      beating = false;
      await heartbeats;
      const late = beats.filter((b) => b.at > killedAt + TAKEOVER_MS);
      expect(late.length).toBeGreaterThan(0);
      expect(late.filter((b) => !b.ok)).toEqual([]);
      const left = ok(await call(CLASS_CLIENT_PATH, { json: { command: 'LEAVE', attendeeToken: attendees[1] } }));
      const countedSec = (left.result as { totalJoinTimeSec: number }).totalJoinTimeSec;
      const elapsedSec = (Date.now() - joinedAt) / 1000;
      expect(countedSec).toBeGreaterThanOrEqual(elapsedSec - HEARTBEAT_SEC);
      console.info(
        `killed mid-class: sockets back on the survivor after ${rejoinedMs} ms; attendance counted ${countedSec} s of ` +
          `${elapsedSec.toFixed(1)} s; import job attempts ${job?.attempts}; heartbeats after the takeover ${late.length}, none failed`,
      );
      for (const s of [...seats, ...again]) s.ws.close();
      expect(survivor.output()).not.toMatch(/"level":(50|60)/);
    });
  },
);
