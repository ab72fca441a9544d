import { useEffect, useRef, useState } from 'react';
import { Button, Text, Textarea, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Attach24Regular, Send24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CLASSROOM_CHAT_FILE_EXTENSIONS,
  CLASSROOM_CHAT_FILE_MAX_BYTES,
  CLASSROOM_CHAT_MAX_CHARS,
  type ClassroomChatMessage,
} from '@boda/contract';
import { platform } from '../../platform';
import { formatFileSize } from '../../ui/fileSize';
import { handleApiError, notify } from '../../ui/feedback';
import { chatFileProblem, downloadChatFile, uploadChatFile } from './chatFiles';
import { ChatMessageItem } from './ChatMessageItem';
import type { ClassSession } from './classSession';
import { useSessionState } from './useSessionState';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: tokens.spacingVerticalS },
  list: {
    flex: 1,
    overflowY: 'auto',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  form: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
  input: { flex: 1 },
  hidden: { display: 'none' },
});

/** The class's chat: messages as they come, a text box, and files shared through the server. */
export function ChatPanel({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('classroom');
  const chat = useSessionState(session, (state) => state.chat);
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);

  // Braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.length]);

  const send = () => {
    const message = text.trim();
    if (!message) return;
    if (session.sendChat(message)) setText('');
    else notify.error(t('chat.notSent'));
  };
  const share = async (file: File) => {
    const problem = chatFileProblem(file);
    if (problem === 'tooLarge')
      return notify.error(t('chat.fileTooLarge', { size: formatFileSize(CLASSROOM_CHAT_FILE_MAX_BYTES, i18n.language) }));
    if (problem === 'type') return notify.error(t('chat.fileType'));
    notify.info(t('chat.uploading', { name: file.name }));
    try {
      await uploadChatFile(session.attendeeToken, file);
    } catch (error) {
      handleApiError(error);
    }
  };
  const download = async (file: NonNullable<ClassroomChatMessage['file']>) => {
    try {
      const blob = await downloadChatFile(session.attendeeToken, file.fileId);
      await platform.saveFile({ suggestedName: file.fileName, data: blob });
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <section className={styles.root} aria-label={t('chat.title')} data-testid="classroom-chat">
      <ul className={styles.list} aria-live="polite">
        {chat.length === 0 ? <Text>{t('chat.empty')}</Text> : null}
        {chat.map((message) => (
          <ChatMessageItem key={message.messageId} message={message} onDownload={(file) => void download(file)} />
        ))}
        <li ref={end} aria-hidden />
      </ul>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <input
          ref={fileInput}
          type="file"
          className={styles.hidden}
          accept={CLASSROOM_CHAT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void share(file);
          }}
          data-testid="classroom-chat-file-input"
        />
        <Tooltip content={t('chat.attach')} relationship="label">
          <Button
            appearance="subtle"
            icon={<Attach24Regular />}
            onClick={() => fileInput.current?.click()}
            data-testid="classroom-chat-attach"
          />
        </Tooltip>
        {/* Opened, the chat takes the keyboard: one can type at once (the panel mounts when it is opened). */}
        <Textarea
          autoFocus
          className={styles.input}
          aria-label={t('chat.message')}
          placeholder={t('chat.message')}
          value={text}
          maxLength={CLASSROOM_CHAT_MAX_CHARS}
          resize="vertical"
          onChange={(_e, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          data-testid="classroom-chat-input"
        />
        <Tooltip content={t('chat.send')} relationship="label">
          <Button appearance="primary" type="submit" icon={<Send24Regular />} data-testid="classroom-chat-send" />
        </Tooltip>
      </form>
    </section>
  );
}
