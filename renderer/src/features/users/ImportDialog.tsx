import { useState } from 'react';
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
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import {
  acceptAttribute,
  checkUploads,
  EXCEL_RULES,
  ExcelDuplicateMode,
  type ImportReport,
  MANAGED_USER_TYPES,
  UserType,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { errorText, handleApiError, showErrorPopup } from '../../ui/feedback';
import { buildGroupTree, flattenGroupTree } from './groupTree';
import { ImportReportView } from './ImportReportView';
import { useImportUsers } from './mutations';
import { ImportProgressField } from './ImportProgressField';
import { useGroups } from './queries';
import { SampleDownloadButton } from './SampleDownloadButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  surface: { maxWidth: '720px', width: '100%' },
});

/** Register users by spreadsheet: one .xlsx of at most 10 MB, group and type, duplicate handling, progress, report. */
export function ImportDialog({ groupIdx, onClose }: { groupIdx?: number; onClose(): void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const groups = useGroups();
  const [progress, setProgress] = useState(0);
  const importUsers = useImportUsers(setProgress);
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState(String(UserType.STUDENT));
  const [mode, setMode] = useState<string>(ExcelDuplicateMode.LATEST);
  const [group, setGroup] = useState(String(groupIdx ?? 0));
  const [report, setReport] = useState<ImportReport | null>(null);

  const choose = (files: FileList | null) => {
    const picked = files ? Array.from(files) : [];
    const checked = checkUploads(picked, EXCEL_RULES);
    if (checked.error) {
      showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
      setFile(null);
      return;
    }
    setFile(checked.accepted[0] ?? null);
  };

  const submit = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const result = await importUsers.mutateAsync({
        groupIdx: Number(group),
        userTypeCd: Number(type) as 11 | 12 | 13,
        duplicateMode: mode as 'LATEST' | 'SKIP',
        uploadFile: file,
      });
      setReport(result);
    } catch (error) {
      handleApiError(error);
    }
  };

  const busy = importUsers.isPending;
  return (
    <Dialog open onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="import-dialog">
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {report ? (
              <ImportReportView report={report} />
            ) : (
              <>
                <Field label={t('field.userType')} required>
                  <RadioGroup layout="horizontal" value={type} onChange={(_e, d) => setType(d.value)}>
                    {MANAGED_USER_TYPES.map((value) => (
                      <Radio key={value} value={String(value)} label={tc(`userType.${value}`)} data-testid={`import-type-${value}`} />
                    ))}
                  </RadioGroup>
                </Field>
                <Field label={t('field.group')}>
                  <Select value={group} onChange={(_e, d) => setGroup(d.value)} data-testid="import-group">
                    <option value="0">{t('group.none')}</option>
                    {flattenGroupTree(buildGroupTree(groups.data ?? [])).map((g) => (
                      <option key={g.groupIdx} value={String(g.groupIdx)}>
                        {`${'\u00a0\u00a0'.repeat(g.depth)}${g.groupName}`}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('import.duplicates')}>
                  <RadioGroup value={mode} onChange={(_e, d) => setMode(d.value)}>
                    <Radio value={ExcelDuplicateMode.LATEST} label={t('import.keepLatest')} data-testid="import-mode-latest" />
                    <Radio value={ExcelDuplicateMode.SKIP} label={t('import.skip')} data-testid="import-mode-skip" />
                  </RadioGroup>
                </Field>
                <Field label={t('import.file')} hint={t('import.fileHint')} required>
                  {/* A native input gets the field's label and hint only through the render function (axe: label). */}
                  {(fieldProps) => (
                    <input
                      {...fieldProps}
                      type="file"
                      accept={acceptAttribute(EXCEL_RULES)}
                      onChange={(e) => choose(e.target.files)}
                      data-testid="import-file"
                    />
                  )}
                </Field>
                <SampleDownloadButton />
                {busy && <ImportProgressField uploaded={progress} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {report ? (
              <Button appearance="primary" onClick={onClose} data-testid="import-done">
                {tc('actions.close')}
              </Button>
            ) : (
              <>
                <Button disabled={busy} onClick={onClose}>
                  {tc('actions.cancel')}
                </Button>
                <Button appearance="primary" disabled={!file || busy} onClick={() => void submit()} data-testid="import-submit">
                  {t('import.submit')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
