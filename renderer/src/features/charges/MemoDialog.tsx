import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MemoTab } from '../users';

/** The memos about an attendee (user management's memo list and form), from a settlement row. */
export function MemoDialog({ userIdx, userName, onClose }: { userIdx: number; userName: string; onClose(): void }) {
  const { t } = useTranslation('charges');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface data-testid="settlement-memo-dialog">
        <DialogBody>
          <DialogTitle>{t('memo.title', { name: userName })}</DialogTitle>
          <DialogContent>
            <MemoTab userIdx={userIdx} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
