import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function UnsupportedBrowserNotice() {
  const { t } = useTranslation('login');
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="browser-notice">
      <MessageBar intent="error">
        <MessageBarBody>{t('browser.title')}</MessageBarBody>
      </MessageBar>
      <Body1>{t('browser.text')}</Body1>
    </div>
  );
}
