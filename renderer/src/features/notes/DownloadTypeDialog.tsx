import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField, FormDialog, RadioField, useSchemaForm } from '../../ui/form';
import type { DownloadTypeChoice } from './noteStorage';

const choiceSchema = z.object({ type: z.enum(['pdf', 'zip']), ask: z.boolean() });

export interface DownloadTypeDialogProps {
  initial: DownloadTypeChoice;
  pageCount: number;
  onChoose(choice: DownloadTypeChoice): void;
  onCancel(): void;
}

/** Which file to make of the selected pages: one PDF or a zip of images; the choice is remembered unless 'ask again'. */
export function DownloadTypeDialog({ initial, pageCount, onChoose, onCancel }: DownloadTypeDialogProps) {
  const { t } = useTranslation('notes');
  const form = useSchemaForm(choiceSchema, { type: initial.type, ask: false });
  return (
    <FormDialog
      form={form}
      title={t('download.title', { count: pageCount })}
      submitLabel={t('download.confirm')}
      testId="note-download-dialog"
      submitTestId="note-download-confirm"
      cancelTestId="note-download-cancel"
      onClose={onCancel}
      onSubmit={(choice) => Promise.resolve(onChoose(choice))}
    >
      <RadioField
        name="type"
        label={t('download.type')}
        layout="vertical"
        options={[
          { value: 'pdf', label: t('download.pdf'), testId: 'note-download-pdf' },
          { value: 'zip', label: t('download.zip'), testId: 'note-download-zip' },
        ]}
      />
      <CheckboxField name="ask" label={t('download.askAgain')} testId="note-download-ask-again" />
    </FormDialog>
  );
}
