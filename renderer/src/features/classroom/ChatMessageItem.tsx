import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassroomChatMessage } from '@boda/contract';
import { DateTime } from '../../ui/DateTime';
import { formatFileSize } from '../../ui/fileSize';

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
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
        <Button
          appearance="secondary"
          size="small"
          icon={<ArrowDownload16Regular />}
          aria-label={t('chat.download', { name: file.fileName })}
          onClick={() => onDownload(file)}
          data-testid="classroom-chat-file"
        >
          {`${file.fileName} (${formatFileSize(file.fileSize, i18n.language)})`}
        </Button>
      ) : null}
    </li>
  );
}
