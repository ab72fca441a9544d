import { describe, expect, it } from 'vitest';
import { readBackupEnv } from './backup-env';
import { readEnv } from './env';

describe('BACKUP_INTERVAL and BACKUP_KEEP', () => {
  it('schedules nothing by default, and reads durations in s, m, h and d with a default of 7 kept', () => {
    expect(readEnv({}).backup).toBeNull();
    expect(readBackupEnv({ BACKUP_INTERVAL: '24h' })).toEqual({ intervalMs: 86_400_000, keep: 7 });
    expect(readBackupEnv({ BACKUP_INTERVAL: '30m', BACKUP_KEEP: '3' })).toEqual({ intervalMs: 1_800_000, keep: 3 });
    expect(readBackupEnv({ BACKUP_INTERVAL: ' 2D ', BACKUP_KEEP: '' })).toEqual({ intervalMs: 172_800_000, keep: 7 });
    expect(readBackupEnv({ BACKUP_INTERVAL: '90s' })).toEqual({ intervalMs: 90_000, keep: 7 });
  });

  it('refuses what cannot be meant at start, naming the variable', () => {
    for (const BACKUP_INTERVAL of ['daily', '24', '1.5h', '-1h', '30s', '0m']) {
      expect(() => readEnv({ BACKUP_INTERVAL })).toThrow(
        `BACKUP_INTERVAL must be a duration of at least 1m, such as 30m, 6h or 1d (got "${BACKUP_INTERVAL}")`,
      );
    }
    for (const BACKUP_KEEP of ['0', 'all', '2.5', '-3']) {
      expect(() => readEnv({ BACKUP_INTERVAL: '1h', BACKUP_KEEP })).toThrow(
        `BACKUP_KEEP must be a whole number of at least 1 (got "${BACKUP_KEEP}")`,
      );
    }
    expect(() => readEnv({ BACKUP_KEEP: '3' })).toThrow(/BACKUP_KEEP is set but BACKUP_INTERVAL is not/);
  });
});
