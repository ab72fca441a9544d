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
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isLanguage } from '../../i18n/language';
import { platform } from '../../platform';
import { handleApiError, notify } from '../errors';
import { useStartSettlementExport } from './mutations';
import { useSettlementExportStatus } from './queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export interface SettlementExportDialogProps {
  from: string;
  to: string;
  leaderIdx?: number;
  onClose(): void;
}

/**
 * The class-results export pattern for the settlement: confirm the range, start the job, show its
 * progress, and once the server has written the file save it through the platform.
 */
export function SettlementExportDialog({ from, to, leaderIdx, onClose }: SettlementExportDialogProps) {
  const { t, i18n } = useTranslation('charges');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const start = useStartSettlementExport();
  const [exportIdx, setExportIdx] = useState<number | null>(null);
  const status = useSettlementExportStatus(exportIdx).data;
  const fetched = useRef(false);

  const confirm = async () => {
    try {
      const started = await start.mutateAsync({
        searchStartDate: from,
        searchEndDate: to,
        leaderIdx,
        language: isLanguage(i18n.language) ? i18n.language : 'en',
        utcOffsetMin: -new Date().getTimezoneOffset(),
      });
      setExportIdx(started.exportIdx);
    } catch (error) {
      handleApiError(error);
      onClose();
    }
  };

  useEffect(() => {
    if (status?.status !== 'done' || fetched.current) return;
    fetched.current = true;
    const download = async () => {
      try {
        const file = await api.download('meetFeeExcel.SETTLEMENT', { exportIdx: status.exportIdx });
        const name = file.fileName ?? status.fileName ?? 'settlement.xlsx';
        await platform.saveFile({ suggestedName: name, data: file.blob, filters: [{ name: 'Excel', extensions: ['xlsx'] }] });
        notify.success(t('export.done', { name }));
      } catch (error) {
        handleApiError(error);
      }
      onClose();
    };
    void download();
  }, [status, onClose, t]);

  const running = start.isPending || (exportIdx !== null && status?.status !== 'failed');
  const total = status?.total ?? 0;
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open || start.isPending ? undefined : onClose())}>
      <DialogSurface data-testid="settlement-export-dialog">
        <DialogBody>
          <DialogTitle>{t('export.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('export.confirm', { from, to })}</Text>
            {running ? (
              <Field label={total > 0 ? t('export.progress', { done: status?.done ?? 0, total }) : t('export.preparing')}>
                <ProgressBar value={total > 0 ? (status?.done ?? 0) / total : undefined} thickness="large" />
              </Field>
            ) : null}
            {status?.status === 'failed' ? <Text className={styles.failed}>{t('export.failed')}</Text> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={start.isPending}>
              {tc(exportIdx === null ? 'actions.cancel' : 'actions.close')}
            </Button>
            {exportIdx === null ? (
              <Button appearance="primary" onClick={() => void confirm()} disabled={running} data-testid="settlement-export-confirm">
                {t('export.start')}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
