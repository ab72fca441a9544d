import { useRef, useState } from 'react';
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
import { AttachRegular, PeopleAddRegular } from '@fluentui/react-icons';
import {
  acceptAttribute,
  checkUploads,
  MESSAGE_ATTACHMENT_RULES,
  MESSAGE_CONTENTS_MAX_BYTES,
  MESSAGE_TITLE_MAX,
  MessageStatus,
  UserStatus,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type PickedUser, UserPicker } from '../../ui/UserPicker';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { errorText, handleApiError, showErrorPopup, notify } from '../errors';
import { useSendMessage } from './mutations';
import { RichTextEditor } from './RichTextEditor';
import type { ComposeInitial } from './types';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hidden: { display: 'none' },
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
  const [carried, setCarried] = useState(initial?.files ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [body, setBody] = useState({ html: initial?.contents ?? '', text: '' });
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const server = (path: string) => fieldErrorFor(send.error, path);
  const hasBody = body.text.trim() !== '' || /<img\s/i.test(body.html);
  const valid = title.trim() !== '' && receivers.length > 0 && hasBody;

  const addFiles = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    const checked = checkUploads(chosen, MESSAGE_ATTACHMENT_RULES, [...carried.map((f) => f.orgFileName), ...files.map((f) => f.name)]);
    if (checked.error) {
      showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
      return;
    }
    if (checked.skippedDuplicates.length > 0) notify.info(t('compose.duplicateSkipped', { names: checked.skippedDuplicates.join(', ') }));
    setFiles((current) => [...current, ...checked.accepted]);
  };

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
        removedFileList: removed,
        uploadFile: files,
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
            <Field
              label={t('compose.attachments', { max: MESSAGE_ATTACHMENT_RULES.maxFiles })}
              validationMessage={server('uploadFile') ?? server('removedFileList')}
            >
              <div className={styles.row}>
                <TagGroup
                  onDismiss={(_e, d) => {
                    const [kind, key] = d.value.split(':');
                    if (kind === 'old') {
                      setCarried((list) => list.filter((f) => String(f.fileIdx) !== key));
                      setRemoved((list) => [...list, Number(key)]);
                    } else setFiles((list) => list.filter((f) => f.name !== key));
                  }}
                  aria-label={t('compose.attachments', { max: MESSAGE_ATTACHMENT_RULES.maxFiles })}
                >
                  {carried.map((f) => (
                    <Tag key={`old:${f.fileIdx}`} value={`old:${f.fileIdx}`} dismissible data-testid="compose-file">
                      {f.orgFileName}
                    </Tag>
                  ))}
                  {files.map((f) => (
                    <Tag key={`new:${f.name}`} value={`new:${f.name}`} dismissible data-testid="compose-file">
                      {f.name}
                    </Tag>
                  ))}
                </TagGroup>
                <Button
                  icon={<AttachRegular />}
                  disabled={carried.length + files.length >= MESSAGE_ATTACHMENT_RULES.maxFiles}
                  onClick={() => fileInput.current?.click()}
                  data-testid="compose-attach"
                >
                  {t('compose.attach')}
                </Button>
                <input
                  ref={fileInput}
                  className={styles.hidden}
                  type="file"
                  multiple
                  accept={acceptAttribute(MESSAGE_ATTACHMENT_RULES)}
                  aria-label={t('compose.attach')}
                  tabIndex={-1}
                  onChange={(e) => {
                    addFiles(e.target.files);
                    e.target.value = '';
                  }}
                  data-testid="compose-file-input"
                />
              </div>
            </Field>
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
