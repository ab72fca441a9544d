import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { UserDetail } from './UserDetail';

const useStyles = makeStyles({ surface: { maxWidth: '760px', width: '100%' } });

/** The user detail over the list (row click); the same content as the detail page. */
export function UserDetailDialog({ userIdx, onClose }: { userIdx: number; onClose(): void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="user-detail-dialog">
        <DialogBody>
          <DialogTitle>{t('detail.title')}</DialogTitle>
          <DialogContent>
            <UserDetail userIdx={userIdx} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="user-detail-close">
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
