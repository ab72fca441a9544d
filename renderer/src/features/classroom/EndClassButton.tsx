import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError } from '../../ui/feedback';
import type { ClassSession } from './classSession';

/** The teacher ends the class for everyone (asked first: it cannot be undone). */
export function EndClassButton({ session }: { session: ClassSession }) {
  const { t } = useTranslation('classroom');
  const [confirmDialog, confirm] = useConfirm('classroom-end-confirm');
  const end = async () => {
    if (
      !(await confirm({ title: t('controls.endConfirmTitle'), message: t('controls.endConfirm'), confirmLabel: t('controls.endForAll') }))
    )
      return;
    try {
      await session.endForEveryone();
    } catch (error) {
      handleApiError(error);
    }
  };
  return (
    <>
      <Button appearance="secondary" onClick={() => void end()} data-testid="classroom-end">
        {t('controls.endForAll')}
      </Button>
      {confirmDialog}
    </>
  );
}
