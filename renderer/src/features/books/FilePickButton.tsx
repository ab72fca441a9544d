import { useRef } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FolderOpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
  count: { color: tokens.colorNeutralForeground3 },
});

export interface FilePickButtonProps {
  accept: string;
  count: number;
  onFiles(files: File[]): void;
  testId: string;
}

/**
 * Choosing files with a button in the app's language: the browser's own file input labels itself in
 * the browser's language ("Choose Files"), whatever language the app shows.
 */
export function FilePickButton({ accept, count, onFiles, testId }: FilePickButtonProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.root}>
      <Button icon={<FolderOpenRegular />} onClick={() => input.current?.click()} data-testid={`${testId}-button`}>
        {t('files.choose')}
      </Button>
      <Caption1 className={styles.count}>{count > 0 ? t('files.chosen', { count }) : t('files.noneChosen')}</Caption1>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        multiple
        accept={accept}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          // The same files chosen again after a fix must still arrive.
          e.target.value = '';
        }}
        data-testid={testId}
      />
    </div>
  );
}
