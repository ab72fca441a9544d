import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DownloadTypeChoice, NoteDownloadType } from './noteStorage';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

export interface DownloadTypeDialogProps {
  initial: DownloadTypeChoice;
  pageCount: number;
  onChoose(choice: DownloadTypeChoice): void;
  onCancel(): void;
}

/** Which file to make of the selected pages: one PDF or a zip of images; the choice is remembered unless 'ask again'. */
export function DownloadTypeDialog({ initial, pageCount, onChoose, onCancel }: DownloadTypeDialogProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [type, setType] = useState<NoteDownloadType>(initial.type);
  const [ask, setAsk] = useState(false);
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onCancel())}>
      <DialogSurface data-testid="note-download-dialog">
        <DialogBody>
          <DialogTitle>{t('download.title', { count: pageCount })}</DialogTitle>
          <DialogContent className={styles.content}>
            <RadioGroup value={type} onChange={(_e, d) => setType(d.value === 'zip' ? 'zip' : 'pdf')} aria-label={t('download.type')}>
              <Radio value="pdf" label={t('download.pdf')} data-testid="note-download-pdf" />
              <Radio value="zip" label={t('download.zip')} data-testid="note-download-zip" />
            </RadioGroup>
            <Checkbox
              checked={ask}
              onChange={(_e, d) => setAsk(d.checked === true)}
              label={t('download.askAgain')}
              data-testid="note-download-ask-again"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} data-testid="note-download-cancel">
              {tc('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => onChoose({ type, ask })} data-testid="note-download-confirm">
              {t('download.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
