import type { CommandData, CommandParsedInput } from '@boda/contract';
import type { OpenContext } from '../../http/context';

/**
 * Where the class client for an OS is downloaded. CLASS_CLIENT_DOWNLOAD_URL may carry `{os}`;
 * without it the file name is appended. The default is this server's /downloads folder at
 * PUBLIC_ORIGIN: a Host header is the caller's to choose, so it never becomes a link.
 */
export function downloadLinkFor(base: string | null, origin: string, os: string): string {
  const fileName = `boda-class-client-${os}`;
  if (!base) return `${origin}/downloads/${fileName}`;
  if (base.includes('{os}')) return base.replaceAll('{os}', os);
  return `${base.replace(/\/+$/, '')}/${fileName}`;
}

export async function downloadClient(
  input: CommandParsedInput<'app.DOWNLOAD_CLIENT'>,
  ctx: OpenContext,
): Promise<CommandData<'app.DOWNLOAD_CLIENT'>> {
  return { result: { downloadLink: downloadLinkFor(ctx.runtime.settings.clientDownloadUrl, ctx.runtime.settings.publicOrigin, input.os) } };
}

export async function siteOperator(
  _input: CommandParsedInput<'app.SITE_OPERATOR'>,
  ctx: OpenContext,
): Promise<CommandData<'app.SITE_OPERATOR'>> {
  return { result: ctx.runtime.settings.siteOperator };
}
