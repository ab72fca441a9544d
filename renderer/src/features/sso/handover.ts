import { ErrorCode, type LoginResult } from '@boda/contract';
import { api, isApiError } from '../../api';
import { queryClient } from '../../api/queryClient';
import { applyLogin } from '../../api/session';

/** Signs in with a finished sign-in's result, as the password form does. */
export function adoptLogin(result: LoginResult): void {
  queryClient.clear();
  applyLogin(result);
}

/** The one-time session token a link carries (query parameter brk or p), if any. */
export function linkTokenOf(search: URLSearchParams): string | null {
  return search.get('brk') ?? search.get('p');
}

/**
 * Exchanges a link's token for a session (POST /open/token) once; answers the error code when it
 * was refused. The caller removes the token from the address bar either way.
 */
export async function exchangeLinkToken(token: string): Promise<{ login: LoginResult | null; errorCode: string | null }> {
  try {
    const { result } = await api.send('token.EXCHANGE', { brk: token });
    adoptLogin(result);
    return { login: result, errorCode: null };
  } catch (error) {
    return { login: null, errorCode: isApiError(error) ? error.code : ErrorCode.ONE_TIME_TOKEN_INVALID };
  }
}

/** The address without the query parameters that carried one-time secrets. */
export function withoutSecrets(search: URLSearchParams, names: readonly string[]): string {
  const next = new URLSearchParams(search);
  for (const name of names) next.delete(name);
  const query = next.toString();
  return query ? `?${query}` : '';
}
