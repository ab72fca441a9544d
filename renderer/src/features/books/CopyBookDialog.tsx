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
  Input,
} from '@fluentui/react-components';
import { BOOK_NAME_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { useCopyBook } from './mutations';

export interface CopyBookDialogProps {
  bookIdx: number;
  bookName: string;
  onClose(): void;
  onCopied(bookIdx: number): void;
}

/** A copy of the book for the caller, under a new name; a blank name warns 'enter title' and sends nothing. */
export function CopyBookDialog({ bookIdx, bookName, onClose, onCopied }: CopyBookDialogProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const copy = useCopyBook();
  const [name, setName] = useState(t('copy.defaultName', { name: bookName }));
  const [blank, setBlank] = useState(false);
  const submit = async () => {
    if (name.trim() === '') {
      setBlank(true);
      return;
    }
    try {
      const result = await copy.mutateAsync({ bookIdx, bookName: name.trim() });
      notify.success(t('copy.done'));
      onClose();
      onCopied(result.bookIdx);
    } catch (error) {
      if (!fieldErrorsCover(error, ['bookName'])) handleApiError(error);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open || copy.isPending ? undefined : onClose())}>
      <DialogSurface data-testid="book-copy-dialog">
        <DialogBody>
          <DialogTitle>{t('copy.title')}</DialogTitle>
          <DialogContent>
            <Field
              label={t('copy.name')}
              required
              validationMessage={blank ? t('form.nameRequired') : fieldErrorFor(copy.error, 'bookName')}
            >
              <Input
                value={name}
                maxLength={BOOK_NAME_MAX}
                onChange={(_e, d) => {
                  setName(d.value);
                  setBlank(false);
                }}
                data-testid="book-copy-name"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button disabled={copy.isPending} onClick={onClose}>
              {tc('actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={copy.isPending} onClick={() => void submit()} data-testid="book-copy-save">
              {t('copy.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
