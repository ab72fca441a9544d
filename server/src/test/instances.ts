import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../tests/fixtures/free-port';
import { serverProcessEnv, waitUntilReady } from '../../../tests/fixtures/spawned-server';

/*
 * Separate server processes behind a real reverse proxy (issue 34 item 2): the compiled server
 * (scripts/build-server.mjs) started as `node main.js` per instance, and nginx in front of them with
 * the settings an operator would use (README "Operations": fail over on a refused connection,
 * WebSocket upgrade, uploads streamed).
 */

const repoRoot = resolve(import.meta.dirname, '../../..');

/** nginx's binary, or null where it is not installed (scripts/ensure-system.sh installs it). */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** What every instance of one deployment shares: the token secret and the join-ticket key. */
export function sharedSecrets(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { SECRET: randomBytes(32).toString('hex'), AGENT_TICKET_KEY: JSON.stringify(privateKey.export({ format: 'jwk' })) };
}

export interface Instance {
  readonly port: number;
  readonly pid: number;
  output(): string;
  /** SIGKILL: no drain, no goodbye, as a crashed or evicted machine. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInstance(outDir: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'boda-instance-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: repoRoot,
    env: serverProcessEnv(port, dataDir, { LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, child, () => output, 180_000);
  } catch (err) {
    await end('SIGKILL');
    throw err;
  }
  return {
    port,
    pid: child.pid ?? 0,
    output: () => output,
    kill: () => end('SIGKILL'),
    async stop() {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Proxy {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * nginx round-robin over the instances. A refused connection (a dead instance) passes the request
 * to the next one, which is safe for every method: nothing reached the dead one. `X-Upstream` names
 * the instance that answered.
 */
export async function startNginx(binary: string, ports: number[], port: number): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'boda-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream boda {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n')}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      proxy_pass http://boda;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_request_buffering off;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`nginx not answering: ${errors}`);
    const answer = await fetch(`${origin}/health/live`).catch(() => null);
    if (answer) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
