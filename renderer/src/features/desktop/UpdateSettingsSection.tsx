import { useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings, SettingsView, UpdateChannelName, UpdateStatus } from '../../platform';
import { formatDateTime } from '../../ui/dateTime';
import { notify } from '../../ui/feedback';
import { LockedNote } from './LockedNote';
import { SettingsSection } from './SettingsSection';
import { useUpdateStatus } from './UpdateIndicator';

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const CHANNELS: readonly UpdateChannelName[] = ['stable', 'beta'];

function percentOf(status: UpdateStatus): number {
  return Math.max(0, Math.min(100, Math.round(status.progress?.percent ?? 0)));
}

/**
 * Version, channel and the updater's live status (main pushes every change, with download
 * progress). A lab policy can pin the channel or turn updates off; main enforces it, this mirrors it.
 */
export function UpdateSettingsSection({
  settings,
  view,
  onChannelChanged,
}: {
  settings: DesktopSettings;
  view: SettingsView;
  onChannelChanged(channel: UpdateChannelName): void;
}) {
  const { t, i18n } = useTranslation('desktop');
  const styles = useStyles();
  const status = useUpdateStatus(settings.updates);
  const [channelBusy, setChannelBusy] = useState(false);
  const [channelFailed, setChannelFailed] = useState(false);
  const enabled = view.updatesEnabled;

  const changeChannel = async (channel: UpdateChannelName) => {
    setChannelBusy(true);
    setChannelFailed(false);
    try {
      if (await settings.setUpdateChannel(channel)) onChannelChanged(channel);
      else setChannelFailed(true);
    } catch {
      setChannelFailed(true);
    } finally {
      setChannelBusy(false);
    }
  };
  const run = (action: () => Promise<unknown>) => () => void action().catch(() => notify.error(t('settings.updates.actionFailed')));

  const state = enabled ? status?.state : 'disabled';
  const version = status?.availableVersion ?? '';
  return (
    <SettingsSection title={t('settings.updates.title')} icon={<ArrowSyncRegular aria-hidden />} testId="settings-updates">
      <Text data-testid="settings-current-version">{t('settings.updates.version', { version: status?.currentVersion ?? '…' })}</Text>
      {enabled ? null : (
        <MessageBar intent="info" data-testid="settings-updates-disabled">
          <MessageBarBody>{t('settings.updates.disabled')}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('settings.updates.channel')}
        validationMessage={channelFailed ? t('settings.updates.channelFailed') : undefined}
        validationState={channelFailed ? 'error' : 'none'}
      >
        <RadioGroup
          layout="horizontal"
          value={view.updateChannel}
          disabled={view.updateChannelLocked || channelBusy}
          onChange={(_event, data) => {
            const channel = CHANNELS.find((known) => known === data.value);
            if (channel) void changeChannel(channel);
          }}
          data-testid="settings-channel"
        >
          {CHANNELS.map((channel) => (
            <Radio key={channel} value={channel} label={t(`settings.updates.${channel}`)} data-testid={`settings-channel-${channel}`} />
          ))}
        </RadioGroup>
      </Field>
      {view.updateChannelLocked && enabled ? <LockedNote testId="settings-channel-locked" /> : null}
      {enabled ? (
        <div className={styles.status}>
          {state ? (
            <Text role="status" data-testid="settings-update-status" data-state={state}>
              {t(`settings.updates.state.${state}`, { version, percent: status ? percentOf(status) : 0 })}
            </Text>
          ) : null}
          {state === 'downloading' && status ? (
            <ProgressBar value={percentOf(status) / 100} thickness="large" data-testid="settings-update-progress" />
          ) : null}
          {status?.lastCheckedAt ? (
            <Caption1 className={styles.muted} data-testid="settings-update-last-checked">
              {t('settings.updates.lastChecked', { time: formatDateTime(status.lastCheckedAt, 'dateTime', i18n.language) })}
            </Caption1>
          ) : null}
          <div className={styles.actions}>
            <Button
              icon={<ArrowSyncRegular />}
              disabled={state === 'checking' || state === 'downloading'}
              onClick={run(() => settings.updates.check())}
              data-testid="settings-check-updates"
            >
              {t('settings.updates.check')}
            </Button>
            {state === 'available' ? (
              <Button
                appearance="primary"
                icon={<ArrowDownloadRegular />}
                onClick={run(() => settings.updates.download())}
                data-testid="settings-update-download"
              >
                {t('settings.updates.download')}
              </Button>
            ) : null}
            {state === 'downloaded' ? (
              <Button
                appearance="primary"
                icon={<ArrowClockwiseRegular />}
                onClick={run(() => settings.updates.install())}
                data-testid="settings-update-install"
              >
                {t('settings.updates.restart')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </SettingsSection>
  );
}
