import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id with the library defaults in production. Tests use the minimum cost so a suite that
 * seeds and logs in dozens of users stays fast; the parameters travel inside each hash, so hashes
 * made either way verify anywhere.
 */
const TEST_OPTIONS: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function options(): Options | undefined {
  return process.env.NODE_ENV === 'test' ? TEST_OPTIONS : undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so unknown user ids cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0!');
  await verifyPassword(await dummyHash, password);
}
