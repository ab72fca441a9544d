import { useEffect, useState } from 'react';
import { Button, ProgressBar, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { platform, type PlatformUpdates, type UpdateStatus } from '../../platform';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '120px' },
});

/** The update status as main reports it: the current one at mount, then every push. */
export function useUpdateStatus(updates: PlatformUpdates | null): UpdateStatus | null {
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  useEffect(() => {
    if (!updates) return undefined;
    let active = true;
    updates.status().then(
      (current) => active && setStatus((seen) => seen ?? current),
      () => undefined,
    );
    const off = updates.onStatus((next) => active && setStatus(next));
    return () => {
      active = false;
      off();
    };
  }, [updates]);
  return status;
}

function report(error: unknown): void {
  console.warn('[updates] action failed', error);
}

/**
 * Header item of the desktop app (nothing on the web, where platform.updates is null): an update is
 * available -> download; downloading -> progress; downloaded -> 'restart to update' -> install.
 */
export function UpdateIndicator({ updates = platform.updates }: { updates?: PlatformUpdates | null }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const status = useUpdateStatus(updates);
  if (!updates || !status) return null;

  if (status.state === 'available') {
    return (
      <Tooltip content={t('updates.availableHint', { version: status.availableVersion ?? '' })} relationship="description">
        <Button
          appearance="subtle"
          icon={<ArrowDownloadRegular />}
          onClick={() => void updates.download().catch(report)}
          data-testid="update-download"
        >
          {t('updates.available')}
        </Button>
      </Tooltip>
    );
  }
  if (status.state === 'downloading') {
    const percent = Math.max(0, Math.min(100, Math.round(status.progress?.percent ?? 0)));
    return (
      <div className={styles.progress} role="status" data-testid="update-progress" aria-label={t('updates.downloading', { percent })}>
        <Text size={200}>{t('updates.downloading', { percent })}</Text>
        <ProgressBar value={percent / 100} thickness="medium" />
      </div>
    );
  }
  if (status.state === 'downloaded') {
    return (
      <Button
        appearance="primary"
        size="small"
        icon={<ArrowClockwiseRegular />}
        onClick={() => void updates.install().catch(report)}
        data-testid="update-install"
      >
        {t('updates.restart')}
      </Button>
    );
  }
  return null;
}
