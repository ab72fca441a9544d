import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('has the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('.data'),
      pgDataDir: resolve('.data/pgdata'),
      storage: { kind: 'local', root: resolve('.data/files') },
      databaseUrl: null,
      webDir: resolve('dist/web'),
      seedDemo: false,
      accessTokenTtlSeconds: 900,
      loginRateLimit: 10,
      clientDownloadUrl: null,
    });
  });

  it('reads overrides, treats empty values as unset and rejects bad numbers', () => {
    const env = readEnv({ PORT: '0', DATA_DIR: '/srv/boda', DATABASE_URL: '', SEED_DEMO: '1', LOGIN_RATE_LIMIT: '3' });
    expect(env).toMatchObject({ port: 0, pgDataDir: '/srv/boda/pgdata', databaseUrl: null, seedDemo: true, loginRateLimit: 3 });
    expect(() => readEnv({ ACCESS_TOKEN_TTL_SECONDS: 'soon' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => readEnv({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
  });
});
