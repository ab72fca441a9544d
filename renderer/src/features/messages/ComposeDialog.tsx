import { useEffect, useState } from 'react';
import { Button, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { MESSAGE_ATTACHMENT_RULES, MESSAGE_TITLE_MAX, MessageStatus, UserStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../ui/UserPicker';
import { notify } from '../../ui/feedback';
import { FormDialog, FormField, TextField, useSchemaForm } from '../../ui/form';
import { AttachmentsField, useAttachments } from './AttachmentsField';
import { composeDefaults, composeFormSchema } from './composeForm';
import { useSendMessage } from './mutations';
import { RichTextField } from './RichTextField';
import type { ComposeInitial } from './types';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const visit = { shouldValidate: true, shouldTouch: true, shouldDirty: true } as const;

export interface ComposeDialogProps {
  open: boolean;
  initial?: ComposeInitial;
  onClose(sent?: number): void;
}

/** Compose (also reply and re-send): title, receivers, up to 3 attachments, rich body; send stays off until valid. */
export function ComposeDialog({ open, initial, onClose }: ComposeDialogProps) {
  return open ? <ComposeForm initial={initial} onClose={onClose} /> : null;
}

function ComposeForm({ initial, onClose }: Omit<ComposeDialogProps, 'open'>) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const send = useSendMessage();
  // A field says what is wrong once the user has been there; send stays off until all is well.
  const form = useSchemaForm(composeFormSchema, composeDefaults(initial), { mode: 'all' });
  const attachments = useAttachments(MESSAGE_ATTACHMENT_RULES, initial?.files);
  const [picking, setPicking] = useState(false);
  const receivers = form.watch('receivers');
  // A reply or re-send starts with a body: say at once if it is already too long to send.
  useEffect(() => void (initial?.contents ? form.trigger('body') : undefined), [form, initial?.contents]);

  return (
    <FormDialog
      form={form}
      title={t('compose.title')}
      submitLabel={t('compose.send')}
      testId="compose-dialog"
      submitTestId="compose-send"
      submitDisabled={!form.formState.isValid}
      surfaceClassName={styles.surface}
      onClose={() => onClose()}
      onSubmit={async (values) => {
        // Fields before files: the server settles the command and the caller before storing a byte.
        const result = await send.mutateAsync({
          message: {
            title: values.title,
            contents: values.body,
            messageStatusCd: MessageStatus.SENT,
            ...(initial?.originMessageIdx ? { messageIdx: initial.originMessageIdx } : {}),
          },
          receiverList: values.receivers.map((r) => r.userIdx),
          removedFileList: attachments.removed,
          uploadFile: attachments.files,
        });
        notify.success(t('compose.sent'));
        onClose(result.messageIdx);
      }}
    >
      <TextField
        name="title"
        label={t('compose.subject')}
        required
        serverPath="message.title"
        input={{ maxLength: MESSAGE_TITLE_MAX }}
        testId="compose-title"
      />
      <FormField name="receivers" label={t('compose.receivers')} required serverPath="receiverList">
        {({ ref }) => (
          <div className={styles.row}>
            <TagGroup
              onDismiss={(_e, d) =>
                form.setValue(
                  'receivers',
                  receivers.filter((r) => String(r.userIdx) !== d.value),
                  visit,
                )
              }
              aria-label={t('compose.receivers')}
              data-testid="compose-receivers"
            >
              {receivers.map((r) => (
                <Tag
                  key={r.userIdx}
                  value={String(r.userIdx)}
                  dismissible
                  dismissIcon={{ 'aria-label': tc('actions.close') }}
                  data-testid="compose-receiver"
                >
                  {r.userName}
                </Tag>
              ))}
            </TagGroup>
            <Button ref={ref} icon={<PeopleAddRegular />} onClick={() => setPicking(true)} data-testid="compose-pick">
              {t('compose.pick')}
            </Button>
          </div>
        )}
      </FormField>
      <AttachmentsField attachments={attachments} serverPath={['uploadFile', 'removedFileList']} testIdPrefix="compose" />
      <RichTextField
        name="body"
        serverPath="message.contents"
        initialHtml={initial?.contents ?? ''}
        placeholder={t('compose.bodyPlaceholder')}
      />
      {picking && (
        <UserPicker
          title={t('picker.title')}
          multiple
          statuses={[UserStatus.USE]}
          initial={receivers}
          onConfirm={(picked) => {
            setPicking(false);
            form.setValue('receivers', picked, visit);
          }}
          onCancel={() => setPicking(false)}
          testId="receiver-picker"
        />
      )}
    </FormDialog>
  );
}
