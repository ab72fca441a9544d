import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local';
import { S3FileStorage, type S3StorageConfig } from './s3';

/** STORAGE and its settings, as readEnv gives them. */
export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

export function createStorage(config: StorageConfig): FileStorage {
  if (config.kind === 's3') {
    const { kind: _kind, ...s3 } = config;
    return new S3FileStorage(s3);
  }
  return new LocalFileStorage(config.root);
}
