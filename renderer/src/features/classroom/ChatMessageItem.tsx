import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassroomChatMessage } from '@boda/contract';
import { DateTime } from '../../ui/DateTime';
import { formatFileSize } from '../../ui/fileSize';

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  // A Fluent button centres its content and hides what overflows: a long name was cut on both sides.
  // Here it is as wide as its content up to the panel's width, its name cut at the end, its size kept.
  file: { alignSelf: 'flex-start', maxWidth: '100%', minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' },
  fileIcon: { flexShrink: 0 },
  fileName: { flex: '0 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  fileSize: { flexShrink: 0, whiteSpace: 'nowrap', marginInlineStart: tokens.spacingHorizontalXS },
});

export interface ChatMessageItemProps {
  message: ClassroomChatMessage;
  onDownload(file: NonNullable<ClassroomChatMessage['file']>): void;
}

/** One chat line: who, when, what (text, or a shared file to download). */
export function ChatMessageItem({ message, onDownload }: ChatMessageItemProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('classroom');
  const file = message.file;
  const size = file ? formatFileSize(file.fileSize, i18n.language) : '';
  return (
    <li className={styles.item} data-testid="classroom-chat-message">
      <span className={styles.head}>
        <Text weight="semibold">{message.userName}</Text>
        <Text size={200}>
          <DateTime value={message.sentAt} kind="time" />
        </Text>
      </span>
      {message.text ? <Text className={styles.text}>{message.text}</Text> : null}
      {file ? (
        // The whole name on hover and focus (its label already says it to screen readers).
        <Tooltip content={`${file.fileName} (${size})`} relationship="inaccessible">
          <Button
            appearance="secondary"
            size="small"
            className={styles.file}
            icon={{ className: styles.fileIcon, children: <ArrowDownload16Regular /> }}
            aria-label={t('chat.download', { name: file.fileName })}
            onClick={() => onDownload(file)}
            data-testid="classroom-chat-file"
          >
            <span className={styles.fileName} data-testid="classroom-chat-file-name">
              {file.fileName}
            </span>
            <span className={styles.fileSize}>{`(${size})`}</span>
          </Button>
        </Tooltip>
      ) : null}
    </li>
  );
}
