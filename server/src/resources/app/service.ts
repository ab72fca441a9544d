import type { ClientOsName, CommandData, CommandParsedInput } from '@boda/contract';
import type { OpenContext } from '../../http/context';
import { uploadedInstallerLink } from '../company';

/**
 * CLASS_CLIENT_DOWNLOAD_URL for an OS: `{os}` is replaced, otherwise the file name is appended.
 * Null without one: the server itself has no installer to point at (no `/downloads` folder exists).
 */
export function configuredDownloadLink(base: string | null, os: ClientOsName): string | null {
  if (!base) return null;
  if (base.includes('{os}')) return base.replaceAll('{os}', os);
  return `${base.replace(/\/+$/, '')}/boda-class-client-${os}`;
}

/**
 * Where the class client for an OS comes from: the deployment's CLASS_CLIENT_DOWNLOAD_URL, else the
 * installer the company uploaded in its settings, else nowhere (null), so the app offers no Install
 * button that would lead to a page that is not there.
 */
export async function downloadClient(
  input: CommandParsedInput<'app.DOWNLOAD_CLIENT'>,
  ctx: OpenContext,
): Promise<CommandData<'app.DOWNLOAD_CLIENT'>> {
  const { clientDownloadUrl, publicOrigin } = ctx.runtime.settings;
  const configured = configuredDownloadLink(clientDownloadUrl, input.os);
  const downloadLink =
    configured ?? (input.companyId === undefined ? null : await uploadedInstallerLink(ctx.db, publicOrigin, input.companyId, input.os));
  return { result: { downloadLink } };
}

export async function siteOperator(
  _input: CommandParsedInput<'app.SITE_OPERATOR'>,
  ctx: OpenContext,
): Promise<CommandData<'app.SITE_OPERATOR'>> {
  return { result: ctx.runtime.settings.siteOperator };
}
