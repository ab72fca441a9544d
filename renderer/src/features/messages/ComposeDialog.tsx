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
  makeStyles,
  Tag,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { PeopleAddRegular } from '@fluentui/react-icons';
import { MESSAGE_ATTACHMENT_RULES, MESSAGE_CONTENTS_MAX_BYTES, MESSAGE_TITLE_MAX, MessageStatus, UserStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type PickedUser, UserPicker } from '../../ui/UserPicker';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { AttachmentsField, useAttachments } from './AttachmentsField';
import { useSendMessage } from './mutations';
import { RichTextEditor } from './RichTextEditor';
import type { ComposeInitial } from './types';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The message.SAVE inputs the dialog shows; server details under them appear at their field. */
const COMPOSE_FIELDS = ['message.title', 'message.contents', 'receiverList', 'uploadFile', 'removedFileList'];

export interface ComposeDialogProps {
  open: boolean;
  initial?: ComposeInitial;
  onClose(sent?: number): void;
}

/** Compose (also reply and re-send): title, receivers, up to 3 attachments, rich body; send stays off until valid. */
export function ComposeDialog({ open, initial, onClose }: ComposeDialogProps) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const send = useSendMessage();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [receivers, setReceivers] = useState<PickedUser[]>(initial?.receivers ?? []);
  const attachments = useAttachments(MESSAGE_ATTACHMENT_RULES, initial?.files);
  const [body, setBody] = useState({ html: initial?.contents ?? '', text: '' });
  const [picking, setPicking] = useState(false);

  const server = (path: string) => fieldErrorFor(send.error, path);
  const hasBody = body.text.trim() !== '' || /<img\s/i.test(body.html);
  const valid = title.trim() !== '' && receivers.length > 0 && hasBody;

  const submit = async () => {
    if (!valid) return;
    if (new Blob([body.html]).size > MESSAGE_CONTENTS_MAX_BYTES) {
      notify.error(t('compose.tooLong'));
      return;
    }
    try {
      // Fields before files: the server settles the command and the caller before storing a byte.
      const result = await send.mutateAsync({
        message: {
          title: title.trim(),
          contents: body.html,
          messageStatusCd: MessageStatus.SENT,
          ...(initial?.originMessageIdx ? { messageIdx: initial.originMessageIdx } : {}),
        },
        receiverList: receivers.map((r) => r.userIdx),
        removedFileList: attachments.removed,
        uploadFile: attachments.files,
      });
      notify.success(t('compose.sent'));
      onClose(result.messageIdx);
    } catch (error) {
      if (!fieldErrorsCover(error, COMPOSE_FIELDS)) handleApiError(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="compose-dialog">
        <DialogBody>
          <DialogTitle>{t('compose.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('compose.subject')} required validationMessage={server('message.title')}>
              <Input value={title} maxLength={MESSAGE_TITLE_MAX} onChange={(_e, d) => setTitle(d.value)} data-testid="compose-title" />
            </Field>
            <Field label={t('compose.receivers')} required validationMessage={server('receiverList')}>
              <div className={styles.row}>
                <TagGroup
                  onDismiss={(_e, d) => setReceivers((list) => list.filter((r) => String(r.userIdx) !== d.value))}
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
                <Button icon={<PeopleAddRegular />} onClick={() => setPicking(true)} data-testid="compose-pick">
                  {t('compose.pick')}
                </Button>
              </div>
            </Field>
            <AttachmentsField
              attachments={attachments}
              validationMessage={server('uploadFile') ?? server('removedFileList')}
              testIdPrefix="compose"
            />
            <Field validationMessage={server('message.contents')}>
              <RichTextEditor
                initialHtml={initial?.contents ?? ''}
                placeholder={t('compose.bodyPlaceholder')}
                onChange={(html, text) => setBody({ html, text })}
              />
            </Field>
            {picking && (
              <UserPicker
                title={t('picker.title')}
                multiple
                statuses={[UserStatus.USE]}
                initial={receivers}
                onConfirm={(picked) => {
                  setPicking(false);
                  setReceivers(picked);
                }}
                onCancel={() => setPicking(false)}
                testId="receiver-picker"
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()}>{tc('actions.cancel')}</Button>
            <Button appearance="primary" disabled={!valid || send.isPending} onClick={() => void submit()} data-testid="compose-send">
              {t('compose.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
