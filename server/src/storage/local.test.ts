import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LocalFileStorage } from './local';
import { describeFileStorage } from './storage-suite';

describeFileStorage('LocalFileStorage', async () => {
  const root = mkdtempSync(join(tmpdir(), 'boda-files-'));
  const notAFolder = join(mkdtempSync(join(tmpdir(), 'boda-not-a-folder-')), 'file');
  writeFileSync(notAFolder, 'x');
  return {
    storage: new LocalFileStorage(root),
    async leaveInterruptedUpload(key) {
      const path = join(root, `${key}.0a1b2c3d4e5f.part`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, 'half a file');
    },
    // Root cannot be made below a file (as root user, permissions would not stop it).
    unreachable: () => new LocalFileStorage(join(notAFolder, 'files')),
    interruptedUploads: 'dated',
    async close() {
      rmSync(root, { recursive: true, force: true });
      rmSync(dirname(notAFolder), { recursive: true, force: true });
    },
  };
});
