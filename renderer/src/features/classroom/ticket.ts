import { isLanguage } from '../../i18n/language';
import type { Language } from '@boda/contract';

/** What the page needs from a join ticket (contract/src/launch.ts execParamsSchema), already checked for shape. */
export interface ClassroomTicket {
  joinToken: string;
  roomTitle: string;
  userName: string;
  /** The server's origin (`scheme://host[:port]`) the ticket names. */
  serverOrigin: string;
  language: Language | null;
  mode: 'normal' | 'open' | 'monitor';
}

export type TicketReading = { ok: true; ticket: ClassroomTicket } | { ok: false; reason: 'missing' | 'broken' };

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads the join ticket's claims without verifying them: the page has no business trusting them, the
 * server verifies the join token on JOIN. A ticket that does not even look right is "broken", so the
 * user is told to join again instead of meeting a failed JOIN.
 */
export function parseTicket(ticket: string): TicketReading {
  const parts = ticket.split('.');
  if (parts.length !== 3 || !parts[1]) return { ok: false, reason: 'broken' };
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return { ok: false, reason: 'broken' };
  }
  const exec = isRecord(claims) ? claims.exec : null;
  if (!isRecord(exec) || !isRecord(exec.join) || !isRecord(exec.user) || !isRecord(exec.server)) return { ok: false, reason: 'broken' };
  const joinToken = exec.join.joinToken;
  const serverOrigin = originOf(exec.server.url);
  if (typeof joinToken !== 'string' || !joinToken || !serverOrigin) return { ok: false, reason: 'broken' };
  const room = isRecord(exec.room) ? exec.room : {};
  const mode = exec.join.mode === 'open' || exec.join.mode === 'monitor' ? exec.join.mode : 'normal';
  return {
    ok: true,
    ticket: {
      joinToken,
      roomTitle: typeof room.title === 'string' ? room.title : '',
      userName: typeof exec.user.userName === 'string' ? exec.user.userName : '',
      serverOrigin,
      language: typeof exec.language === 'string' && isLanguage(exec.language) ? exec.language : null,
      mode,
    },
  };
}

/** The ticket from an address fragment `#ticket=<joinTicket>` (other fragment parameters are ignored). */
export function ticketFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket');
  return ticket ? ticket : null;
}
