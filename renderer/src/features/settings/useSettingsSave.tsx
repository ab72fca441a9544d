import type { CompanySettingKey, CompanySettingsPatch } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useModifySettings } from './mutations';

/**
 * The save of one settings group: a confirmation that says other users' sessions reload (and the
 * forced reset may sign them out of what they were doing), then the change; field errors stay under
 * their fields, anything else goes to the common error popup.
 */
export function useSettingsSave(group: string) {
  const { t } = useTranslation('settings');
  const modify = useModifySettings();
  const [confirmDialog, confirm] = useConfirm(`settings-confirm-${group}`);

  const save = async (patch: CompanySettingsPatch, fields: readonly CompanySettingKey[]): Promise<boolean> => {
    const ok = await confirm({ title: t('confirm.title'), message: t('confirm.message'), confirmLabel: t('confirm.save') });
    if (!ok) return false;
    try {
      const data = await modify.mutateAsync({ settings: patch });
      notify.success(data.changedKeys.length === 0 ? t('saved.unchanged') : t('saved.done'));
      return true;
    } catch (e) {
      if (
        !fieldErrorsCover(
          e,
          fields.map((f) => `settings.${f}`),
        )
      )
        handleApiError(e);
      return false;
    }
  };
  /** The server's message for a field (`retention.logMonths`), after a refused save. */
  const serverError = (path: string) => fieldErrorFor(modify.error, `settings.${path}`);
  return { save, serverError, pending: modify.isPending, confirmDialog };
}
