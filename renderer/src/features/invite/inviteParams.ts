import { Limits } from '@boda/contract';

/** What an invite link carries: /invite/{companyCode?}/{inviteCode?} or the query form (service-area 2.2). */
export interface InviteParams {
  companyCode?: string;
  companyId?: string;
  /** 9 digits when present. */
  inviteCode?: string;
  joinType?: string;
  linkUserName?: string;
  linkUserType?: number;
}

export function readInviteParams(path: { companyCode?: string; inviteCode?: string }, search: URLSearchParams): InviteParams {
  const digits = (path.inviteCode ?? search.get('inviteCode') ?? '').replace(/\D/g, '');
  const type = Number(search.get('linkUserType') ?? '');
  const out: InviteParams = {};
  if (path.companyCode) out.companyCode = path.companyCode;
  const companyId = search.get('companyId');
  if (companyId) out.companyId = companyId;
  if (digits.length === Limits.INVITE_CODE_DIGITS) out.inviteCode = digits;
  const joinType = search.get('joinType');
  if (joinType) out.joinType = joinType;
  const name = search.get('linkUserName');
  if (name) out.linkUserName = name.slice(0, Limits.NICKNAME_MAX);
  if (Number.isInteger(type) && type > 0) out.linkUserType = type;
  return out;
}
