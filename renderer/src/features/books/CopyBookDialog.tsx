import { BOOK_NAME_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../ui/feedback';
import { FormDialog, TextField, useSchemaForm } from '../../ui/form';
import { useCopyBook } from './mutations';

const copySchema = z.object({ bookName: z.string().trim().min(1, 'books:form.nameRequired') });

export interface CopyBookDialogProps {
  bookIdx: number;
  bookName: string;
  onClose(): void;
  onCopied(bookIdx: number): void;
}

/** A copy of the book for the caller, under a new name; a blank name says 'enter title' under it and sends nothing. */
export function CopyBookDialog({ bookIdx, bookName, onClose, onCopied }: CopyBookDialogProps) {
  const { t } = useTranslation('books');
  const copy = useCopyBook();
  const form = useSchemaForm(copySchema, { bookName: t('copy.defaultName', { name: bookName }) });
  return (
    <FormDialog
      form={form}
      title={t('copy.title')}
      submitLabel={t('copy.submit')}
      testId="book-copy-dialog"
      submitTestId="book-copy-save"
      onClose={onClose}
      onSubmit={async (values) => {
        const result = await copy.mutateAsync({ bookIdx, bookName: values.bookName });
        notify.success(t('copy.done'));
        onClose();
        onCopied(result.bookIdx);
      }}
    >
      <TextField name="bookName" label={t('copy.name')} required input={{ maxLength: BOOK_NAME_MAX }} testId="book-copy-name" />
    </FormDialog>
  );
}
