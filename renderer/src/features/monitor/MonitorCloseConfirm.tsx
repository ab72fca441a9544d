import type { Meet } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** The confirmation before a monitor closes someone's class. */
export function MonitorCloseConfirm({ meet, onConfirm, onCancel }: { meet: Meet | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('monitor');
  return (
    <ConfirmDialog
      open={meet !== null}
      title={t('close.title')}
      message={t('close.message', { title: meet?.meetTitle ?? '' })}
      confirmLabel={t('close.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="monitor-close-confirm"
    />
  );
}
