import { isApiError } from '../api/errors';
import { t } from '../i18n';

/** A server detail belongs to a field when its path is the field's or lies inside it (`userIdxList.0`). */
function belongsTo(detailPath: string, fieldPath: string): boolean {
  return detailPath === fieldPath || detailPath.startsWith(`${fieldPath}.`);
}

/**
 * The form pattern for server-side field errors: a failed mutation's `details` (WB-400-212) shown
 * under their field, next to the form's own checks:
 *
 *     <Field validationMessage={errors.userName ?? fieldErrorFor(save.error, 'userName')}>
 *
 * `path` is the input path as the command's schema names it (`room.roomTitle` for room.MOD). The
 * text is the contract validator's translated key when it gave one, else the server's message.
 */
export function fieldErrorFor(error: unknown, path: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const detail = error.details.find((d) => belongsTo(d.path, path));
  if (!detail) return undefined;
  return detail.key ? t(`validation:${detail.key}`, { defaultValue: detail.message }) : detail.message;
}

/**
 * True when the error's details all sit under fields the form shows, so the form's messages say
 * everything and the generic error popup would only repeat them.
 */
export function fieldErrorsCover(error: unknown, paths: readonly string[]): boolean {
  if (!isApiError(error) || error.details.length === 0) return false;
  return error.details.every((d) => paths.some((path) => belongsTo(d.path, path)));
}
