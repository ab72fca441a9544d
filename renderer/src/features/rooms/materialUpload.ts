import { checkUploads, ErrorCode, ROOM_FILE_RULES } from '@boda/contract';
import { t } from '../../i18n';

/** The largest reference material in MB, as the warning names it. */
export const MATERIAL_MAX_MB = Math.round(ROOM_FILE_RULES.maxBytes / (1024 * 1024));

export interface MaterialSelection {
  accepted: File[];
  skippedDuplicates: string[];
  /** Why nothing is sent (too many, too large, a format not allowed), translated; null when the selection may go. */
  problem: { code: string; message: string } | null;
}

/**
 * Checks picked files against the room file rules (service-area 5 "Files": the formats, 500 MB each,
 * zip allowed) before anything is sent, so a 600 MB video is refused at once, not after the upload.
 */
export function checkMaterials(files: File[]): MaterialSelection {
  const checked = checkUploads(files, ROOM_FILE_RULES);
  if (!checked.error) return { accepted: checked.accepted, skippedDuplicates: checked.skippedDuplicates, problem: null };
  const name = checked.error.fileName ?? '';
  const message =
    checked.error.code === ErrorCode.FILE_TOO_LARGE
      ? t('rooms:materials.tooLarge', { name, max: MATERIAL_MAX_MB })
      : checked.error.code === ErrorCode.BAD_FILE_EXTENSION
        ? t('rooms:materials.badFormat', { name, formats: ROOM_FILE_RULES.extensions.join(', ') })
        : t('rooms:materials.tooMany', { max: ROOM_FILE_RULES.maxFiles });
  return { accepted: [], skippedDuplicates: checked.skippedDuplicates, problem: { code: checked.error.code, message } };
}
