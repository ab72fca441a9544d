import { useState } from 'react';
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
import { z } from 'zod';
import { errorText, showErrorPopup } from '../../ui/feedback';
import { FileField, FormDialog, RadioField, SelectField, useSchemaForm } from '../../ui/form';
import { groupOptions } from './groupTree';
import { ImportReportView } from './ImportReportView';
import { useImportUsers } from './mutations';
import { ImportProgressField } from './ImportProgressField';
import { useGroups } from './queries';
import { SampleDownloadButton } from './SampleDownloadButton';

const useStyles = makeStyles({ surface: { maxWidth: '720px', width: '100%' } });

const importSchema = z.object({
  userTypeCd: z.string(),
  groupIdx: z.string(),
  duplicateMode: z.enum([ExcelDuplicateMode.LATEST, ExcelDuplicateMode.SKIP]),
  file: z.custom<File | null>().refine((file) => file !== null, 'validation:required'),
});

/** Register users by spreadsheet: one .xlsx of at most 10 MB, group and type, duplicate handling, progress, report. */
export function ImportDialog({ groupIdx, onClose }: { groupIdx?: number; onClose(): void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const groups = useGroups();
  const [progress, setProgress] = useState(0);
  const importUsers = useImportUsers(setProgress);
  const [report, setReport] = useState<ImportReport | null>(null);
  const form = useSchemaForm(importSchema, {
    userTypeCd: String(UserType.STUDENT),
    groupIdx: String(groupIdx ?? 0),
    duplicateMode: ExcelDuplicateMode.LATEST,
    file: null,
  });

  const choose = (files: File[]) => {
    const checked = checkUploads(files, EXCEL_RULES);
    if (checked.error) showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
    form.setValue('file', checked.error ? null : (checked.accepted[0] ?? null), { shouldValidate: form.formState.isSubmitted });
  };

  if (report)
    return (
      <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
        <DialogSurface className={styles.surface} data-testid="import-dialog">
          <DialogBody>
            <DialogTitle>{t('import.title')}</DialogTitle>
            <DialogContent>
              <ImportReportView report={report} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose} data-testid="import-done">
                {tc('actions.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );

  return (
    <FormDialog
      form={form}
      title={t('import.title')}
      submitLabel={t('import.submit')}
      testId="import-dialog"
      submitTestId="import-submit"
      submitDisabled={form.watch('file') === null}
      surfaceClassName={styles.surface}
      onClose={onClose}
      onSubmit={async (values) => {
        setProgress(0);
        const result = await importUsers.mutateAsync({
          groupIdx: Number(values.groupIdx),
          userTypeCd: Number(values.userTypeCd) as 11 | 12 | 13,
          duplicateMode: values.duplicateMode,
          uploadFile: values.file as File,
        });
        setReport(result);
      }}
    >
      <RadioField
        name="userTypeCd"
        label={t('field.userType')}
        required
        options={MANAGED_USER_TYPES.map((value) => ({
          value: String(value),
          label: tc(`userType.${value}`),
          testId: `import-type-${value}`,
        }))}
      />
      <SelectField
        name="groupIdx"
        label={t('field.group')}
        testId="import-group"
        options={[{ value: '0', label: t('group.none') }, ...groupOptions(groups.data)]}
      />
      <RadioField
        name="duplicateMode"
        label={t('import.duplicates')}
        layout="vertical"
        options={[
          { value: ExcelDuplicateMode.LATEST, label: t('import.keepLatest'), testId: 'import-mode-latest' },
          { value: ExcelDuplicateMode.SKIP, label: t('import.skip'), testId: 'import-mode-skip' },
        ]}
      />
      <FileField
        name="file"
        label={t('import.file')}
        hint={t('import.fileHint')}
        required
        serverPath="uploadFile"
        accept={acceptAttribute(EXCEL_RULES)}
        onFiles={choose}
        testId="import-file"
      />
      <SampleDownloadButton />
      {form.formState.isSubmitting && <ImportProgressField uploaded={progress} />}
    </FormDialog>
  );
}
