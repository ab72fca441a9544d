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
import { type ExportKindValue, type LogMeetSearchType, type LogSearchFilterValue } from '@boda/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isLanguage } from '../../i18n/language';
import { platform } from '../../platform';
import { handleApiError, notify } from '../errors';
import { useStartExport } from './mutations';
import { useExportStatus } from './queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** What an export covers: the selected classes, or (none selected) every class of the list's range and keyword. */
export interface ExportScope {
  searchType: (typeof LogMeetSearchType)[keyof typeof LogMeetSearchType];
  selected: readonly string[];
  searchStartDate?: string;
  searchEndDate?: string;
  searchKeyword: string;
  searchFilter?: LogSearchFilterValue;
  searchMatch?: boolean;
  /** The range as the user picked it (YYYY-MM-DD), for the confirmation. */
  from: string;
  to: string;
}

export interface ExportDialogProps {
  kind: ExportKindValue;
  scope: ExportScope;
  onClose(): void;
}

/**
 * Confirms the export (saying what it covers), starts the job, shows its progress and, once the
 * server has written the file, downloads it through the platform's save.
 */
export function ExportDialog({ kind, scope, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation('classResults');
  const tc = useTranslation('common').t;
  const styles = useStyles();
  const start = useStartExport();
  const [exportIdx, setExportIdx] = useState<number | null>(null);
  const status = useExportStatus(exportIdx).data;
  const fetched = useRef(false);

  const confirm = async () => {
    try {
      const started = await start.mutateAsync({
        kind,
        searchType: scope.searchType,
        excelRoomMeet: [...scope.selected],
        searchStartDate: scope.searchStartDate,
        searchEndDate: scope.searchEndDate,
        searchKeyword: scope.searchKeyword,
        searchFilter: scope.searchFilter,
        searchMatch: scope.searchMatch,
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
        const file = await api.download(kind === 'USER_JOIN' ? 'logMeetExcel.USER_JOIN' : 'logMeetExcel.USER_SCORE', {
          exportIdx: status.exportIdx,
        });
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
  const running = start.isPending || (exportIdx !== null && status?.status !== 'failed');
  const message =
    scope.selected.length > 0
      ? t('export.confirmSelected', { count: scope.selected.length })
      : t('export.confirmAll', { from: scope.from, to: scope.to });
  const total = status?.total ?? 0;
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open || start.isPending ? undefined : onClose())}>
      <DialogSurface data-testid="class-export-dialog" data-kind={kind}>
        <DialogBody>
          <DialogTitle>{t(`export.title.${kind}`)}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text data-testid="class-export-message">{message}</Text>
            {running ? (
              <Field label={total > 0 ? t('export.progress', { done: status?.done ?? 0, total }) : t('export.preparing')}>
                <ProgressBar
                  value={total > 0 ? (status?.done ?? 0) / total : undefined}
                  thickness="large"
                  data-testid="class-export-progress"
                />
              </Field>
            ) : null}
            {status?.status === 'failed' ? (
              <Text className={styles.failed} data-testid="class-export-failed">
                {t('export.failed')}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={start.isPending} data-testid="class-export-cancel">
              {tc(exportIdx === null ? 'actions.cancel' : 'actions.close')}
            </Button>
            {exportIdx === null ? (
              <Button appearance="primary" onClick={() => void confirm()} disabled={running} data-testid="class-export-confirm">
                {t('export.start')}
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
