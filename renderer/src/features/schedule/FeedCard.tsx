import { useState } from 'react';
import { Button, Card, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/dateTime';
import { notify } from '../../ui/feedback';
import { useCreateFeed, useRevokeFeed } from './mutations';
import { useCalendarFeed } from './queries';
import { copyText } from '../../ui/copyText';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '760px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  address: { flexGrow: 1, minWidth: '240px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The server's origin: the web build is served by it; the desktop app names it in the platform. */
function absolute(path: string): string {
  return new URL(path, platform.apiBaseUrl() || globalThis.location.origin).href;
}

/**
 * The private iCalendar address: made on request and shown once (the server keeps only its hash),
 * with copy; a new address retires the old one; turning it off stops every subscriber.
 */
export function FeedCard() {
  const { t, i18n } = useTranslation('schedule');
  const styles = useStyles();
  const feed = useCalendarFeed();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const active = feed.data?.active ?? false;

  const make = () => create.mutate({}, { onSuccess: (result) => setAddress(absolute(result.feedPath)), onSettled: () => setConfirm(null) });
  const turnOff = () =>
    revoke.mutate(
      {},
      {
        onSuccess: () => {
          setAddress(null);
          notify.success(t('feed.revoked'));
        },
        onSettled: () => setConfirm(null),
      },
    );
  const copy = (text: string) => copyText(text, { copied: t('feed.copied'), failed: t('feed.copyFailed') });

  return (
    <Card className={styles.card} data-testid="schedule-feed" data-active={active ? 'true' : 'false'}>
      <h2 className={styles.heading}>{t('feed.title')}</h2>
      <Text>{t('feed.intro')}</Text>
      {address ? (
        <>
          <div className={styles.row}>
            <Input
              readOnly
              value={address}
              className={styles.address}
              aria-label={t('feed.address')}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="schedule-feed-url"
            />
            <Button icon={<CopyRegular />} onClick={() => void copy(address)} data-testid="schedule-feed-copy">
              {t('feed.copy')}
            </Button>
          </div>
          <Text className={styles.muted}>{t('feed.showOnce')}</Text>
        </>
      ) : (
        <Text className={styles.muted} data-testid="schedule-feed-status">
          {active ? t('feed.active', { date: formatDateTime(feed.data?.createdDatetime ?? null, 'date', i18n.language) }) : t('feed.none')}
        </Text>
      )}
      <div className={styles.row}>
        {active ? (
          <>
            <Button onClick={() => setConfirm('regenerate')} disabled={create.isPending} data-testid="schedule-feed-regenerate">
              {t('feed.regenerate')}
            </Button>
            <Button onClick={() => setConfirm('revoke')} disabled={revoke.isPending} data-testid="schedule-feed-revoke">
              {t('feed.revoke')}
            </Button>
          </>
        ) : (
          <Button appearance="primary" onClick={make} disabled={create.isPending || feed.isPending} data-testid="schedule-feed-create">
            {t('feed.create')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={t('feed.title')}
        message={confirm === 'revoke' ? t('feed.confirmRevoke') : t('feed.confirmRegenerate')}
        confirmLabel={t('feed.confirm')}
        busy={create.isPending || revoke.isPending}
        onConfirm={confirm === 'revoke' ? turnOff : make}
        onCancel={() => setConfirm(null)}
        testId="schedule-feed-confirm"
      />
    </Card>
  );
}
