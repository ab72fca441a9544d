import { type CommandData, type CommandParsedInput, ErrorCode } from '@boda/contract';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { findCompanyByCode, findCompanyById } from '../company';
import { consumeOneTime, issueOneTime } from './one-time';

/*
 * One-time external links for mobile easy join (service-area 2.3): a phone's browser asks for a
 * link to its join page, opens it (in the native app on iOS, else in the browser it escapes to),
 * and the page opens the link once to learn where to go.
 */

/** Only a page of the company on this site may be linked: never an open redirect. */
function sameSitePath(linkUrl: string, publicOrigin: string, companyId: string): string {
  let url: URL;
  try {
    url = new URL(linkUrl, publicOrigin);
  } catch {
    throw new AppError(ErrorCode.BAD_PARAMETER);
  }
  const first = url.pathname.split('/')[1];
  if (url.origin !== new URL(publicOrigin).origin || first !== companyId || linkUrl.startsWith('//')) {
    throw new AppError(ErrorCode.BAD_PARAMETER);
  }
  return `${url.pathname}${url.search}`;
}

export async function makeDeeplink(input: CommandParsedInput<'deeplink.MAKE'>, ctx: OpenContext): Promise<CommandData<'deeplink.MAKE'>> {
  if (!(await ctx.runtime.guestJoinLimiter.hit(`deeplink|${ctx.ip}`))) throw new AppError(ErrorCode.TOO_MANY_JOIN_ATTEMPTS);
  const company = (await findCompanyByCode(ctx.db, input.companyCode)) ?? (await findCompanyById(ctx.db, input.companyCode));
  if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
  const { publicOrigin } = ctx.runtime.settings;
  const linkUrl = sameSitePath(input.linkUrl, publicOrigin, company.companyId);
  const { token, expiresIn } = await issueOneTime(ctx.db, 'deeplink', ctx.runtime.clock(), {
    companyIdx: company.companyIdx,
    payload: { linkUrl, deviceType: input.deviceType },
  });
  const url = new URL(`/${encodeURIComponent(company.companyId)}`, publicOrigin);
  url.searchParams.set('joinType', 'NOW');
  url.searchParams.set('dl', token);
  return { result: { url: url.href, expiresIn } };
}

export async function openDeeplink(input: CommandParsedInput<'deeplink.OPEN'>, ctx: OpenContext): Promise<CommandData<'deeplink.OPEN'>> {
  if (await ctx.runtime.guestJoinLimiter.isExhausted(`deeplink|${ctx.ip}`)) throw new AppError(ErrorCode.TOO_MANY_JOIN_ATTEMPTS);
  const row = await consumeOneTime(ctx.db, input.token, 'deeplink', ctx.runtime.clock());
  if (!row || typeof row.payload.linkUrl !== 'string') {
    await ctx.runtime.guestJoinLimiter.hit(`deeplink|${ctx.ip}`);
    throw new AppError(ErrorCode.INVALID_INVITE);
  }
  return { result: { linkUrl: row.payload.linkUrl } };
}
