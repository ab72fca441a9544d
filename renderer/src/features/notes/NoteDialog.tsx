import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { NoteView } from './NoteView';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1400px, 96vw)', width: '100%' },
  content: { maxHeight: '82vh', overflowY: 'auto' },
});

/** The service area's note dialog (service-area 2.11): the note view in a large dialog. */
export function NoteDialog({ noteIdx, onClose }: { noteIdx: number; onClose(): void }) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="note-dialog" aria-label={t('view.title')}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={tc('actions.close')}
                onClick={onClose}
                data-testid="note-dialog-close"
              />
            }
          >
            {t('view.title')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <NoteView noteIdx={noteIdx} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
