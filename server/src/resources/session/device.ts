import { randomBytes } from 'node:crypto';
import { DEVICE_TICKET_HEADER } from '@boda/contract';
import { readCookie, serializeCookie } from '../../http/cookies';
import type { OpenContext } from '../../http/context';

/*
 * Device cookies (OWASP's answer to lockout abuse): a browser that signed in to an account gets a
 * signed ticket naming that account, HttpOnly and SameSite. Wrong passwords lock an account for
 * unknown clients only; the owner's own browser, presenting its ticket, still signs in while a
 * stranger who keeps guessing keeps only strangers out. A shared browser (a school's lab) holds
 * the tickets of its last few accounts in one cookie.
 */

export const DEVICE_COOKIE = 'boda_device';
/**
 * A client that keeps no cookies for the server (the desktop app calls it cross-site) sends its
 * tickets here, empty when it has none yet, and gets the renewed ones back in the same header.
 */
export const DEVICE_HEADER = DEVICE_TICKET_HEADER;
const PURPOSE = 'device';
const TTL_SECONDS = 180 * 24 * 60 * 60;
const KEEP = 5;
const SEPARATOR = '~';

interface DeviceTicket {
  ticket: string;
  userIdx: number;
  deviceId: string;
}

function ticketsOf(ctx: OpenContext): DeviceTicket[] {
  const header = ctx.headers[DEVICE_HEADER];
  const raw = [readCookie(ctx.headers, DEVICE_COOKIE), typeof header === 'string' ? header : null]
    .filter((v) => v !== null)
    .join(SEPARATOR);
  const found: DeviceTicket[] = [];
  for (const ticket of raw.split(SEPARATOR).slice(0, 2 * KEEP)) {
    const claims = ticket ? ctx.runtime.tickets.verify(PURPOSE, ticket) : null;
    if (claims && typeof claims.u === 'number' && typeof claims.d === 'string') {
      found.push({ ticket, userIdx: claims.u, deviceId: claims.d });
    }
  }
  return found;
}

/** The id of this client's device ticket for the account, or null for an unknown client. */
export function knownDeviceOf(ctx: OpenContext, userIdx: number): string | null {
  return ticketsOf(ctx).find((t) => t.userIdx === userIdx)?.deviceId ?? null;
}

/** After a successful sign-in: this client is now known for the account (its ticket renewed). */
export function rememberDevice(ctx: OpenContext, userIdx: number): string {
  const others = ticketsOf(ctx).filter((t) => t.userIdx !== userIdx);
  const deviceId = knownDeviceOf(ctx, userIdx) ?? randomBytes(12).toString('base64url');
  const { ticket } = ctx.runtime.tickets.sign(PURPOSE, { u: userIdx, d: deviceId }, TTL_SECONDS);
  const kept = [...others.slice(-(KEEP - 1)).map((t) => t.ticket), ticket].join(SEPARATOR);
  // Only to a client that asked by sending the header: a browser's tickets stay out of reach of scripts.
  if (typeof ctx.headers[DEVICE_HEADER] === 'string') ctx.setHeader(DEVICE_HEADER, kept);
  ctx.setCookie(
    serializeCookie(DEVICE_COOKIE, kept, {
      path: '/open/login',
      maxAgeSeconds: TTL_SECONDS,
      sameSite: 'Strict',
      publicOrigin: ctx.runtime.settings.publicOrigin,
    }),
  );
  return ticket;
}
