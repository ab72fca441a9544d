import type { StorageConfig } from '../storage/create';

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function yesNo(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be 1 or 0 (got "${raw}")`);
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * STORAGE=local (default: files under `localRoot`) or STORAGE=s3 with S3_*. A half-made setting stops
 * the start: servers that silently fell back to their own disks would each see different files.
 */
export function readStorageEnv(env: NodeJS.ProcessEnv, localRoot: string): StorageConfig {
  const kind = value(env, 'STORAGE')?.toLowerCase() ?? 'local';
  if (kind === 'local') {
    const stray = S3_VARIABLES.filter((name) => value(env, name) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set but STORAGE is not s3: set STORAGE=s3 or remove them`);
    return { kind: 'local', root: localRoot };
  }
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3 (got "${kind}")`);
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials');
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    // S3-compatible servers accept any region name; AWS needs the bucket's own.
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: yesNo(env, 'S3_FORCE_PATH_STYLE'),
  };
}
