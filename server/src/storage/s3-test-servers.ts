import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3FileStorage, type S3StorageConfig } from './s3';

/*
 * Real S3-compatible servers for tests, each on a free port with its own temporary data: s3rver
 * (npm, always there) and moto's server (pip, on this machine kind), which also implements the
 * multipart-upload listing s3rver lacks (ListMultipartUploads, AbortMultipartUpload).
 */

// The SDK warns once per process that it will want Node 22 from 2027; tests need not repeat it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3Server {
  name: string;
  /** Settings for a bucket on this server (made by `createBucket`). */
  config(bucket: string): S3StorageConfig;
  createBucket(bucket: string): Promise<S3FileStorage>;
  close(): Promise<void>;
}

function serverAt(
  name: string,
  endpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  stop: () => Promise<void>,
): TestS3Server {
  const config = (bucket: string): S3StorageConfig => ({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials });
  return {
    name,
    config,
    async createBucket(bucket) {
      const storage = new S3FileStorage(config(bucket));
      await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return storage;
    },
    close: stop,
  };
}

export async function startS3rver(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'boda-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  // s3rver checks signatures against its fixed test credentials.
  return serverAt('s3rver', `http://127.0.0.1:${port}`, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
}

export function hasMotoServer(): boolean {
  return spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;
}

export async function startMotoServer(): Promise<TestS3Server> {
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`moto_server did not start: ${seen}`)), 30_000);
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Running on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`moto_server exited (${code}): ${seen}`)));
  });
  return serverAt('moto', endpoint, { accessKeyId: 'testing', secretAccessKey: 'testing' }, async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
}
