import { createPrivateKey, createPublicKey, type JsonWebKey as NodeJwk, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { JOIN_TICKET_ALG } from '@boda/contract/launch';

/** The P-256 key that signs join tickets, with the id (`kid`) the agents look it up by. */
export interface TicketSigningKey {
  kid: string;
  privateKey: KeyObject;
  /** Public part only, as listed in the JWKS at /open/app/agentKey. */
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: typeof JOIN_TICKET_ALG; use: 'sig' };
}

/** Where the generated key lives: DATA_DIR/agent-ticket-key.json (a private JWK, mode 600). */
export const TICKET_KEY_FILE_NAME = 'agent-ticket-key.json';

/**
 * Accepts a PKCS#8 or SEC1 PEM ("BEGIN PRIVATE KEY" / "BEGIN EC PRIVATE KEY") or a private JWK as
 * JSON. Anything but an EC P-256 private key is refused: the agents only accept ES256.
 */
export async function parseTicketKey(text: string, origin = 'AGENT_TICKET_KEY'): Promise<TicketSigningKey> {
  const trimmed = text.trim();
  let key: KeyObject;
  let declaredKid: string | undefined;
  try {
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as NodeJwk & { kid?: unknown };
      declaredKid = typeof jwk.kid === 'string' && jwk.kid.length > 0 ? jwk.kid : undefined;
      key = createPrivateKey({ key: jwk, format: 'jwk' });
    } else {
      // Environment variables often carry PEMs with literal "\n".
      key = createPrivateKey({ key: trimmed.replace(/\\n/g, '\n'), format: 'pem' });
    }
  } catch (err) {
    throw new Error(`${origin} is not a readable private key (PEM or JWK): ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${origin} must be an EC P-256 private key (ES256)`);
  }
  return fromPrivateKey(key, declaredKid);
}

async function fromPrivateKey(privateKey: KeyObject, declaredKid?: string): Promise<TicketSigningKey> {
  const pub = (await exportJWK(createPublicKey(privateKey))) as JWK & { x: string; y: string };
  // RFC 7638 thumbprint: stable for the key, so a restart keeps the kid the agents cached.
  const kid = declaredKid ?? (await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y }));
  return { kid, privateKey, publicJwk: { kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y, kid, alg: JOIN_TICKET_ALG, use: 'sig' } };
}

/** A fresh key held in memory only (tests, or an app built without a configured key). */
export async function generateTicketKey(): Promise<TicketSigningKey> {
  const { privateKey } = await generateKeyPair(JOIN_TICKET_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return fromPrivateKey(createPrivateKey({ key: jwk as NodeJwk, format: 'jwk' }));
}

/**
 * The join-ticket key: AGENT_TICKET_KEY from the environment when set (several servers behind one
 * name must share it), else generated once into `keyFile` (mode 600) so restarts keep the kid that
 * agents have cached.
 */
export async function loadOrCreateTicketKey(envKey: string | undefined, keyFile: string): Promise<TicketSigningKey> {
  if (envKey && envKey.trim().length > 0) return parseTicketKey(envKey);
  if (existsSync(keyFile)) return parseTicketKey(readFileSync(keyFile, 'utf8'), keyFile);
  const key = await generateTicketKey();
  const privateJwk = key.privateKey.export({ format: 'jwk' });
  mkdirSync(dirname(keyFile), { recursive: true });
  // Written beside and renamed: a crash mid-write must not leave a half key that fails every start.
  const temp = `${keyFile}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ ...privateJwk, kid: key.kid })}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, keyFile);
  return key;
}
