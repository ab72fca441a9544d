import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { InstallDialog } from './InstallDialog';
import { canOpenInWeb, installDialogActions } from './launchFlow';
import { useLaunchStore } from './launchStore';

const useStyles = makeStyles({
  status: {
    position: 'fixed',
    bottom: tokens.spacingVerticalXXL,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** The join flow's shared UI, mounted once: the processing / complete status and the install dialog. */
export function ClassLauncherHost() {
  const { t } = useTranslation('launcher');
  const styles = useStyles();
  const phase = useLaunchStore((state) => state.phase);
  const installFor = useLaunchStore((state) => state.installFor);
  const installerLink = useLaunchStore((state) => state.installerLink);
  const completedWeb = useLaunchStore((state) => state.completedWeb);
  // Re-rendered when these change: canOpenInWeb reads them.
  useLaunchStore((state) => state.webJoinOffered && !state.webRefused);
  // Re-rendered when the company configuration changes (WEB_CLIENT_SETTING).
  useSession((state) => state.config?.clientSetting);
  return (
    <>
      {phase === 'processing' || phase === 'checking' ? (
        <div className={styles.status} role="status" data-testid="launcher-processing">
          <Spinner size="tiny" />
          <Text>{t('processing')}</Text>
        </div>
      ) : null}
      {phase === 'complete' ? (
        <div className={styles.status} role="status" data-testid="launcher-complete">
          <CheckmarkCircleRegular />
          <Text>{t(completedWeb ? 'completeWeb' : 'complete')}</Text>
        </div>
      ) : null}
      <InstallDialog
        open={installFor !== null}
        canInstall={installerLink !== null}
        canOpenInWeb={installFor !== null && canOpenInWeb()}
        onInstall={() => void installDialogActions.install()}
        onJoinInstalled={() => void installDialogActions.joinInstalled()}
        onOpenInWeb={() => void installDialogActions.openInWeb()}
        onClose={installDialogActions.close}
      />
    </>
  );
}
