import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { systemBrowserUrl } from './loginMode';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Shown in the KakaoTalk / LINE in-app browsers: the class needs the system browser. */
export function InAppBrowserNotice() {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const open = () => window.location.assign(systemBrowserUrl(window.location.href, window.navigator.userAgent));
  return (
    <div className={styles.root} data-testid="inapp-notice">
      <MessageBar intent="warning">
        <MessageBarBody>{t('kakao.title')}</MessageBarBody>
      </MessageBar>
      <Body1>{t('kakao.text')}</Body1>
      <Button appearance="primary" size="large" icon={<OpenRegular />} onClick={open} data-testid="inapp-open-browser">
        {t('kakao.open')}
      </Button>
    </div>
  );
}
