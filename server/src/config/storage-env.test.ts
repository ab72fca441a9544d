import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('storage settings (STORAGE, S3_*)', () => {
  it('stores files under DATA_DIR/files unless STORAGE=s3', () => {
    expect(readEnv({ DATA_DIR: '/srv/boda' }).storage).toEqual({ kind: 'local', root: resolve('/srv/boda/files') });
    expect(readEnv({ STORAGE: 'LOCAL' }).storage.kind).toBe('local');
  });

  it('reads an S3-compatible store with path-style addressing and static credentials', () => {
    const env = readEnv({
      STORAGE: 's3',
      S3_BUCKET: 'boda-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env.storage).toEqual({
      kind: 's3',
      bucket: 'boda-files',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('uses AWS defaults for what is left out: us-east-1, virtual-host style, the default credential chain', () => {
    expect(readEnv({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('stops the start on a half-made setting, naming the variable', () => {
    expect(() => readEnv({ STORAGE: 'gcs' })).toThrow(/STORAGE must be local or s3/);
    expect(() => readEnv({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: 'b' })).toThrow(/S3_BUCKET set but STORAGE is not s3/);
    expect(() => readEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => readEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => readEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE must be 1 or 0/);
  });
});
