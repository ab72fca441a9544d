import type { ReactNode } from 'react';
import { Button, Divider, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { api } from '../../api';
import { platform } from '../../platform';
import { type Detail, DetailList } from '../../ui/DetailList';
import { handleApiError } from '../../ui/feedback';
import type { StoredAttachment } from './AttachmentsField';
import { SafeHtml } from './SafeHtml';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  body: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '160px',
  },
});

export interface PostViewProps {
  /** Test ids `<prefix>-page`, `<prefix>-title`, `<prefix>-file`. */
  testIdPrefix: string;
  /** Data attributes of the page (which box or section it shows). */
  data?: Record<`data-${string}`, string>;
  title: string;
  details: Detail[];
  html: string;
  contentTestId: string;
  files: StoredAttachment[];
  filesLabel: string;
  /** The command that downloads an attachment by its fileIdx. */
  downloadCommand: 'message.DOWNLOAD_FILE' | 'board.DOWNLOAD_FILE';
  /** The buttons under the post (back to the list first). */
  actions: ReactNode;
  /** Dialogs the page opens (reply, edit, confirm). */
  children?: ReactNode;
}

/** A message or a board post read on its own page: title, details, the sanitized content, attachments, actions. */
export function PostView(props: PostViewProps) {
  const { testIdPrefix, title, details, html, contentTestId, files, filesLabel, downloadCommand } = props;
  const styles = useStyles();
  const download = async (file: StoredAttachment) => {
    try {
      const got = await api.download(downloadCommand, { fileIdx: file.fileIdx });
      await platform.saveFile({ suggestedName: got.fileName ?? file.orgFileName, data: got.blob });
    } catch (error) {
      handleApiError(error);
    }
  };
  return (
    <section className={styles.root} data-testid={`${testIdPrefix}-page`} {...props.data}>
      <Title2 as="h1" data-testid={`${testIdPrefix}-title`}>
        {title}
      </Title2>
      <DetailList details={details} />
      <Divider />
      <div className={styles.body}>
        <SafeHtml html={html} testId={contentTestId} />
      </div>
      {files.length > 0 && (
        <div className={styles.files} aria-label={filesLabel}>
          {files.map((file) => (
            <Button
              key={file.fileIdx}
              icon={<ArrowDownloadRegular />}
              onClick={() => void download(file)}
              data-testid={`${testIdPrefix}-file`}
            >
              {file.orgFileName}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.actions}>{props.actions}</div>
      {props.children}
    </section>
  );
}
