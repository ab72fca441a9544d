import { ClientOs, type ClientOsName } from '@boda/contract';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { platform } from '../../platform';

/*
 * Whether the class client can be installed from here, known before the install dialog opens (issue 30):
 * app.DOWNLOAD_CLIENT answers the link (CLASS_CLIENT_DOWNLOAD_URL, or the installer the company uploaded)
 * or null. The dialog shows Install only with a link, and app plus web goes straight to the web
 * classroom without one.
 */

/** Long enough for a lesson's joins, short enough that a new upload is seen on the next one. */
const KEEP_MS = 5 * 60_000;

const known = new Map<string, { at: number; link: Promise<string | null> }>();

export function clientOs(): ClientOsName | null {
  const os = platform.os();
  return (ClientOs as readonly string[]).includes(os) ? (os as ClientOsName) : null;
}

/** The company whose installer counts: the request's (a guest's invite or easy join), else the session's. */
export function installerCompany(requestCompanyId: string | undefined): string | null {
  return requestCompanyId ?? useSession.getState().company?.companyId ?? null;
}

/** The installer link for this OS and company, or null (no installer, unknown OS, or the server could not say). */
export function installerLink(companyId: string | null, now = Date.now()): Promise<string | null> {
  const os = clientOs();
  if (os === null) return Promise.resolve(null);
  const key = `${companyId ?? ''}:${os}`;
  const kept = known.get(key);
  if (kept && now - kept.at < KEEP_MS) return kept.link;
  const link = api
    .send('app.DOWNLOAD_CLIENT', { os, ...(companyId === null ? {} : { companyId }) })
    .then(({ result }) => result.downloadLink)
    .catch(() => {
      // Not kept: the next join asks again.
      known.delete(key);
      return null;
    });
  known.set(key, { at: now, link });
  return link;
}

/** Tests: forget what the server answered. */
export function forgetInstallerLinks(): void {
  known.clear();
}
