import { Fragment, useCallback } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FolderOpenRegular, InfoRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings } from '../../platform';
import { notify } from '../../ui/feedback';
import { SettingsSection } from './SettingsSection';
import { useAsyncValue } from './useAsyncValue';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-word' },
  actions: { display: 'flex' },
});

/** App name, version, OS and runtime versions (what support asks for), and the logs folder. */
export function AboutSection({ settings }: { settings: DesktopSettings }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const [info] = useAsyncValue(useCallback(() => settings.appInfo(), [settings]));
  const openLogs = () => void settings.openLogsFolder().catch(() => notify.error(t('settings.about.logsFailed')));

  const facts =
    info.status === 'ready'
      ? [
          { key: 'app', value: info.value.name },
          { key: 'version', value: info.value.version },
          { key: 'os', value: `${t(`settings.about.osName.${info.value.os}`)} (${info.value.platform} ${info.value.arch})` },
          { key: 'electron', value: info.value.electron },
          { key: 'chrome', value: info.value.chrome },
        ]
      : [];
  return (
    <SettingsSection title={t('settings.about.title')} icon={<InfoRegular aria-hidden />} testId="settings-about">
      {info.status === 'loading' ? <Spinner size="tiny" /> : null}
      {info.status === 'failed' ? <Text>{t('settings.about.unknown')}</Text> : null}
      {facts.length ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <Fragment key={fact.key}>
              <dt className={styles.term}>{t(`settings.about.${fact.key}`)}</dt>
              <dd className={styles.value} data-testid={`settings-about-${fact.key}`}>
                {fact.value}
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <Button icon={<FolderOpenRegular />} onClick={openLogs} data-testid="settings-open-logs">
          {t('settings.about.openLogs')}
        </Button>
      </div>
    </SettingsSection>
  );
}
