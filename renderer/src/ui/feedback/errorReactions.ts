import { ErrorCode, statusOfCode } from '@boda/contract';
import { ClientErrorCode, isApiError } from '../../api/errors';
import { t } from '../../i18n';
import { showErrorPopup } from './errorPopupStore';
import { notify } from './notify';

/** The translated text of a code, or null when errors.<code> has none. */
export function errorText(code: string): string | null {
  const key = `errors:${code}`;
  return t(key, { defaultValue: '' }) || null;
}

function groupOf(code: string): number | null {
  const match = /^WB-\d{3}-(\d)\d\d$/.exec(code);
  return match ? Number(match[1]) : null;
}

export type ErrorReaction =
  { kind: 'ignore' } | { kind: 'modal'; code: string; message: string | undefined } | { kind: 'toast'; message: string };

/**
 * The catalogue's reactions (foundation.md 8): 400 group 1xx a modal with the code, group 2xx 'bad
 * request parameter' (a modal for 212 and for codes with their own text), 500/503 a modal with the
 * code, 401/402 left to the session handling, network trouble a toast.
 */
export function reactionFor(error: unknown): ErrorReaction {
  if (!isApiError(error)) return { kind: 'modal', code: '-', message: undefined };
  const { code } = error;
  if (code === ClientErrorCode.NETWORK) return { kind: 'toast', message: t('errors:network') };
  if (code === ClientErrorCode.BAD_RESPONSE) return { kind: 'modal', code: String(error.status || '-'), message: undefined };
  const status = statusOfCode(code);
  if (status === 401 || status === 402) return { kind: 'ignore' };
  const own = errorText(code);
  if (status === 400 && groupOf(code) === 2 && code !== ErrorCode.BAD_PARAMETER && !own) {
    return { kind: 'toast', message: t('errors:badRequestParameter') };
  }
  return { kind: 'modal', code, message: own ?? undefined };
}

/** The common error handler: every failure a feature does not handle itself ends up here. */
export function handleApiError(error: unknown, options: { onConfirm?: () => void } = {}): void {
  const reaction = reactionFor(error);
  if (!isApiError(error)) console.error('[error]', error);
  switch (reaction.kind) {
    case 'ignore':
      return;
    case 'toast':
      notify.error(reaction.message);
      return;
    case 'modal':
      showErrorPopup({ type: 'ERROR', code: reaction.code, message: reaction.message, onConfirm: options.onConfirm });
  }
}
