import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type DownloadName, type ExportKindValue, type ExportStatus, type Language, localUtcOffsetMin } from '@boda/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isLanguage } from '../../i18n/language';
import { platform } from '../../platform';
import { handleApiError, notify } from '../../ui/feedback';
import { useExportStatus } from './queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** Each kind's file comes from its own download command (its access); progress is one status command for all. */
const DOWNLOAD_OF: Record<ExportKindValue, DownloadName> = {
  USER_JOIN: 'logMeetExcel.USER_JOIN',
  USER_SCORE: 'logMeetExcel.USER_SCORE',
  SETTLEMENT: 'meetFeeExcel.SETTLEMENT',
};

export interface ExportDialogProps {
  kind: ExportKindValue;
  title: string;
  /** What the export covers, asked before it starts. */
  message: string;
  /** Starts the export job with the sheet's language and the caller's clock; answers its first status. */
  start(sheet: { language: Language; utcOffsetMin: number }): Promise<ExportStatus>;
  /** Prefix of the dialog's test ids. */
  testId?: string;
  onClose(): void;
}

/**
 * Every spreadsheet export (class results, settlement): confirms what it covers, starts the job,
 * shows its progress and, once the server has written the file, downloads it through the platform's save.
 */
export function ExportDialog({ kind, title, message, start, testId = 'class-export', onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation('classResults');
  const tc = useTranslation('common').t;
  const styles = useStyles();
  const [starting, setStarting] = useState(false);
  const [exportIdx, setExportIdx] = useState<number | null>(null);
  const status = useExportStatus(exportIdx).data;
  const fetched = useRef(false);

  const confirm = async () => {
    setStarting(true);
    try {
      const started = await start({
        language: isLanguage(i18n.language) ? i18n.language : 'en',
        utcOffsetMin: localUtcOffsetMin(),
      });
      setExportIdx(started.exportIdx);
    } catch (error) {
      handleApiError(error);
      onClose();
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    if (status?.status !== 'done' || fetched.current) return;
    fetched.current = true;
    const download = async () => {
      try {
        const file = await api.download(DOWNLOAD_OF[kind], { exportIdx: status.exportIdx });
        const name = file.fileName ?? status.fileName ?? 'export.xlsx';
        await platform.saveFile({ suggestedName: name, data: file.blob, filters: [{ name: 'Excel', extensions: ['xlsx'] }] });
        notify.success(t('export.done', { name }));
      } catch (error) {
        handleApiError(error);
      }
      onClose();
    };
    void download();
  }, [status, kind, onClose, t]);

  // Closing while the job runs is allowed (a stuck queue must not trap the user); the file is then not fetched.
  const running = starting || (exportIdx !== null && status?.status !== 'failed');
  const total = status?.total ?? 0;
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open || starting ? undefined : onClose())}>
      <DialogSurface data-testid={`${testId}-dialog`} data-kind={kind}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text data-testid={`${testId}-message`}>{message}</Text>
            {running ? (
              <Field label={total > 0 ? t('export.progress', { done: status?.done ?? 0, total }) : t('export.preparing')}>
                <ProgressBar
                  value={total > 0 ? (status?.done ?? 0) / total : undefined}
                  thickness="large"
                  data-testid={`${testId}-progress`}
                />
              </Field>
            ) : null}
            {status?.status === 'failed' ? (
              <Text className={styles.failed} data-testid={`${testId}-failed`}>
                {t('export.failed')}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={starting} data-testid={`${testId}-cancel`}>
              {tc(exportIdx === null ? 'actions.cancel' : 'actions.close')}
            </Button>
            {exportIdx === null ? (
              <Button appearance="primary" onClick={() => void confirm()} disabled={running} data-testid={`${testId}-confirm`}>
                {t('export.start')}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
