import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useImportProgress } from './queries';

/**
 * The import's progress: the upload first (from the browser), then the server's import job, polled
 * (rows checked, then rows written, of the sheet's total).
 */
export function ImportProgressField({ uploaded }: { uploaded: number }) {
  const { t } = useTranslation('users');
  const uploading = uploaded < 1;
  const job = useImportProgress(!uploading).data ?? null;
  let label = t('import.uploading', { percent: Math.round(uploaded * 100) });
  let value: number | undefined = uploaded;
  if (!uploading) {
    if (job && job.total > 0) {
      const writing = job.written > 0;
      const done = writing ? job.written : job.checked;
      label = t(writing ? 'import.writingRows' : 'import.checkingRows', { done, total: job.total });
      value = done / job.total;
    } else {
      label = t('import.processing');
      value = undefined;
    }
  }
  return (
    <Field label={label} validationState="none" data-testid="import-progress">
      <ProgressBar value={value} thickness="large" />
    </Field>
  );
}
