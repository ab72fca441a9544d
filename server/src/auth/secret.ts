import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The token signing secret: SECRET from the environment, else one generated on first start and kept
 * in DATA_DIR/secret.key (mode 600) so tokens survive restarts.
 */
export function loadOrCreateSecret(envSecret: string | undefined, keyFile: string): Uint8Array {
  if (envSecret && envSecret.length > 0) {
    if (envSecret.length < 32) throw new Error('SECRET must be at least 32 characters');
    return new TextEncoder().encode(envSecret);
  }
  if (existsSync(keyFile)) {
    const stored = readFileSync(keyFile, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  mkdirSync(dirname(keyFile), { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(keyFile, generated, { mode: 0o600 });
  // writeFileSync's mode is masked by the umask; make sure it really is owner-only.
  chmodSync(keyFile, 0o600);
  return new TextEncoder().encode(generated);
}
