import { CLASSROOM_PAGE_PATH } from './classroomCodes';

/*
 * Our own web classroom's address as a join answer names it: `<server origin>/classroom#ticket=<joinTicket>`
 * (issue 30). The renderer's platform uses it to tell our classroom from a vendor's (WEB_CLASS_CLIENT_URL),
 * and the desktop main process to accept nothing else for its classroom window.
 */

/** A join ticket is a compact JWS: three base64url parts. */
const TICKET_FRAGMENT = /^#ticket=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export interface ClassroomLink {
  /** The normalised address to load. */
  href: string;
  origin: string;
  /** The join ticket from the fragment (still to be verified by whoever trusts it). */
  ticket: string;
}

/**
 * The classroom link when `url` is our classroom page on `serverOrigin` with a ticket fragment and
 * nothing else (no credentials, no query); null for anything else, a vendor's classroom included.
 */
export function ownClassroomLink(url: string, serverOrigin: string | null): ClassroomLink | null {
  if (serverOrigin === null) return null;
  let u: URL;
  let server: URL;
  try {
    u = new URL(url);
    server = new URL(serverOrigin);
  } catch {
    return null;
  }
  if (u.origin !== server.origin || u.username || u.password || u.search) return null;
  if (u.pathname !== CLASSROOM_PAGE_PATH) return null;
  const ticket = TICKET_FRAGMENT.exec(u.hash)?.[1];
  return ticket === undefined ? null : { href: u.href, origin: u.origin, ticket };
}

/** Whether `url` stays on the classroom page of `serverOrigin` (any fragment): where the classroom window may navigate. */
export function isClassroomPage(url: string, serverOrigin: string | null): boolean {
  if (serverOrigin === null) return false;
  try {
    const u = new URL(url);
    return u.origin === new URL(serverOrigin).origin && u.pathname === CLASSROOM_PAGE_PATH && !u.username && !u.password;
  } catch {
    return false;
  }
}
