import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';

type Notice = Awaited<ReturnType<typeof platform.secretStorageNotice>>;

const useStyles = makeStyles({
  bar: { position: 'fixed', bottom: tokens.spacingVerticalL, right: tokens.spacingHorizontalL, maxWidth: '480px', zIndex: 900 },
});

/** Desktop: says so when sign-in tokens are not kept in the OS keychain (main/src/tokens). */
export function SecretStorageNotice() {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    let active = true;
    platform.secretStorageNotice().then(
      (next) => active && setNotice(next),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (notice === null) return null;
  return (
    <MessageBar className={styles.bar} intent="warning" data-testid="secret-storage-notice" data-notice={notice}>
      <MessageBarBody>{t(`secretStorage.${notice}`)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('secretStorage.dismiss')}
            onClick={() => setNotice(null)}
          />
        }
      />
    </MessageBar>
  );
}
