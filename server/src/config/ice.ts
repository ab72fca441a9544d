import { createHmac } from 'node:crypto';
import { z } from 'zod';

/*
 * ICE servers for the web classroom's peer connections (README "Web classroom"): ICE_SERVERS (a JSON
 * array of RTCIceServer, default none: host candidates only, enough on one network), and a TURN server
 * of its own with short-lived credentials (TURN_URLS + TURN_SECRET, coturn's REST API scheme:
 * `use-auth-secret` with `static-auth-secret` = TURN_SECRET).
 */

const iceUrl = z.string().regex(/^(stun|stuns|turn|turns):[^\s]{1,500}$/, 'a stun:, stuns:, turn: or turns: address');

const iceServerSchema = z
  .object({
    urls: z.union([iceUrl, z.array(iceUrl).min(1).max(10)]),
    username: z.string().max(200).optional(),
    credential: z.string().max(200).optional(),
  })
  .strict();
export type IceServer = z.infer<typeof iceServerSchema>;

export interface IceSettings {
  /** Handed to every participant as they are. */
  iceServers: IceServer[];
  /** TURN with per-participant credentials, or null. */
  turn: { urls: string[]; secret: string; ttlSec: number } | null;
}

export const TURN_CREDENTIAL_TTL_SEC = 60 * 60;

/** ICE_SERVERS, TURN_URLS, TURN_SECRET; a bad or half value stops the start with the setting's name. */
export function readIceEnv(env: NodeJS.ProcessEnv): IceSettings {
  const raw = env.ICE_SERVERS?.trim();
  let iceServers: IceServer[] = [];
  if (raw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Error('ICE_SERVERS must be a JSON array of RTCIceServer objects ({"urls": "stun:host:3478"})');
    }
    const checked = z.array(iceServerSchema).max(20).safeParse(parsed);
    if (!checked.success) throw new Error(`ICE_SERVERS is not a list of RTCIceServer objects: ${checked.error.issues[0]?.message ?? ''}`);
    iceServers = checked.data;
  }
  const urls = (env.TURN_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const secret = env.TURN_SECRET?.trim() ?? '';
  if (urls.length > 0 !== (secret !== '')) throw new Error('TURN_URLS and TURN_SECRET go together: set both or neither');
  for (const url of urls)
    if (!iceUrl.safeParse(url).success || url.startsWith('stun')) throw new Error(`TURN_URLS: ${url} is not a turn: or turns: address`);
  return { iceServers, turn: urls.length > 0 ? { urls, secret, ttlSec: TURN_CREDENTIAL_TTL_SEC } : null };
}

/** The servers one participant gets: the configured ones plus TURN credentials valid for ttlSec. */
export function iceServersFor(settings: IceSettings, peerId: string, now: Date): IceServer[] {
  if (!settings.turn) return settings.iceServers;
  const expiry = Math.floor(now.getTime() / 1000) + settings.turn.ttlSec;
  const username = `${expiry}:${peerId}`;
  const credential = createHmac('sha1', settings.turn.secret).update(username).digest('base64');
  return [...settings.iceServers, { urls: settings.turn.urls, username, credential }];
}
