import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { FileRules } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { handleApiError, notify } from '../../ui/feedback';
import { useConfirm } from '../../ui/useConfirm';
import { FilePickButton } from './FilePickButton';

/*
 * The settings cards that hold company files (branding images, the manual, class client installers):
 * one row per file with its name, what is stored, and Upload/Replace + Remove; a removal asks first;
 * each change ends in a toast or the one error display.
 */

export const useFileCardStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface FileCardWork {
  /** The card's confirm dialog, rendered once inside it. */
  confirmDialog: ReactNode;
  /** Runs a change and says it is done, or shows its error. */
  run(work: () => Promise<unknown>, done: string): Promise<void>;
  /** Asks before removing (the message names what), then runs the removal. */
  remove(message: string, work: () => Promise<unknown>): Promise<void>;
}

export function useFileCardWork(confirmTestId: string): FileCardWork {
  const { t } = useTranslation('settings');
  const [confirmDialog, confirm] = useConfirm(confirmTestId);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      handleApiError(error);
    }
  };
  const remove = async (message: string, work: () => Promise<unknown>) => {
    if (await confirm({ title: t('files.removeTitle'), message, confirmLabel: t('files.remove') })) {
      await run(work, t('files.removed'));
    }
  };
  return { confirmDialog, run, remove };
}

export interface FileRowActionsProps {
  rules: FileRules;
  /** Whether a file is stored (Replace and Remove) or not (Upload). */
  stored: boolean;
  busy: boolean;
  /** The row's test id: `<testId>-upload` and `<testId>-remove`. */
  testId: string;
  onPick(file: File): void;
  onRemove(): void;
}

export function FileRowActions({ rules, stored, busy, testId, onPick, onRemove }: FileRowActionsProps) {
  const { t } = useTranslation('settings');
  const styles = useFileCardStyles();
  return (
    <div className={styles.actions}>
      <FilePickButton
        rules={rules}
        label={stored ? t('files.replace') : t('files.upload')}
        disabled={busy}
        testId={`${testId}-upload`}
        onPick={onPick}
      />
      {stored && (
        <Button size="small" disabled={busy} onClick={onRemove} data-testid={`${testId}-remove`}>
          {t('files.remove')}
        </Button>
      )}
    </div>
  );
}
