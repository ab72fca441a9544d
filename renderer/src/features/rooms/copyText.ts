import { t } from '../../i18n';
import { notify } from '../../ui/feedback';

/** Copies to the clipboard and says so (or that it could not). */
export async function copyText(text: string, successKey: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t(successKey));
    return true;
  } catch {
    notify.error(t('rooms:copy.failed'));
    return false;
  }
}
