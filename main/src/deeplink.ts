/**
 * boda:// deep links. The OS hands us whatever string a web page or another program put in the
 * link, so only this grammar reaches the renderer:
 *   boda://invite/<companyCode>/<inviteCode>   inviteCode: 9 digits, or 3-3-3 with hyphens
 *   boda://join?ticket=<compact JWS>            a server-signed join ticket (see contract/src/launch.ts)
 *   boda://open?companyId=<companyId>
 * No user info, port, fragment, extra segments, extra or repeated parameters.
 */
import type { DeepLink } from '@boda/contract/desktop';

export const DEEP_LINK_SCHEME = 'boda';
const MAX_LENGTH = 4096;
const COMPANY = /^[A-Za-z0-9_-]{1,64}$/;
const INVITE = /^(\d{9}|\d{3}-\d{3}-\d{3})$/;
const JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type { DeepLink };

export function parseDeepLink(raw: unknown): DeepLink | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || !raw.startsWith(`${DEEP_LINK_SCHEME}://`)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port || url.hash || raw.includes('#')) return null;
  // Windows shells may append a trailing slash to the link they pass on the command line.
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1);
  const params = [...url.searchParams.entries()];
  const only = (name: string): string | null => (params.length === 1 && params[0][0] === name ? params[0][1] : null);

  switch (url.hostname) {
    case 'invite': {
      if (params.length !== 0 || url.search !== '' || segments.length !== 2) return null;
      const [companyCode, inviteCode] = segments.map(safeDecode);
      if (companyCode === null || inviteCode === null || !COMPANY.test(companyCode) || !INVITE.test(inviteCode)) return null;
      return { kind: 'invite', companyCode, inviteCode: inviteCode.replaceAll('-', '') };
    }
    case 'join': {
      const ticket = only('ticket');
      if (segments.length !== 0 || ticket === null || ticket.length > MAX_LENGTH || !JWS.test(ticket)) return null;
      return { kind: 'join', ticket };
    }
    case 'open': {
      const companyId = only('companyId');
      if (segments.length !== 0 || companyId === null || !COMPANY.test(companyId)) return null;
      return { kind: 'open', companyId };
    }
    default:
      return null;
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Windows and Linux deliver the link as a command-line argument (first launch and second-instance). */
export function findDeepLinkInArgv(argv: readonly string[]): DeepLink | null {
  for (const arg of argv) {
    if (arg.startsWith(`${DEEP_LINK_SCHEME}://`)) return parseDeepLink(arg);
  }
  return null;
}
