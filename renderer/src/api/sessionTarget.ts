import { LoginProvider, OPERATOR_SESSION_TYPES, type UserTypeCd } from '@boda/contract';
import type { SessionState } from './session';
import { paths } from '../app/router/paths';

function companyHome(state: Pick<SessionState, 'company' | 'token'>): string {
  const companyId = state.company?.companyId ?? state.token?.companyId;
  return paths.companyHomeOrLanding(companyId);
}

/** foundation.md 4: an expired session sends monitors and operators (types 4, 5) to /, others to their company. */
export function expiredSessionTarget(state: Pick<SessionState, 'user' | 'company' | 'token'>): string {
  const type = state.user?.userTypeCd as UserTypeCd | undefined;
  if (type !== undefined && OPERATOR_SESSION_TYPES.includes(type)) return '/';
  return companyHome(state);
}

/** foundation.md 4: logout sends school-edition partner accounts (owner type 4 or 5) to /, others to their company. */
export function logoutTarget(state: Pick<SessionState, 'user' | 'company' | 'token'>): string {
  const owner = state.user?.accountOwnerTypeCd;
  if (owner === LoginProvider.SSO_GNE || owner === LoginProvider.SSO_DACHAEUM) return '/';
  return companyHome(state);
}
