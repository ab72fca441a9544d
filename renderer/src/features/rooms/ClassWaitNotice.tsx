import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

/**
 * The wait for a class its teacher has not opened yet (useInviteJoin, the invite page): what happens
 * and "Check now". `joinsByItself`: the join was asked for and runs once the class opens; otherwise
 * Join becomes available then.
 */
export function ClassWaitNotice({ onRecheck, joinsByItself, testId }: { onRecheck: () => void; joinsByItself: boolean; testId: string }) {
  const { t } = useTranslation('invite');
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Body1 role="status" data-testid={`${testId}-state`} data-state="waitingForLeader">
        {t(joinsByItself ? 'waitingToJoin' : 'waitingForLeader')}
      </Body1>
      <Link onClick={onRecheck} data-testid={`${testId}-recheck`}>
        {t('recheck')}
      </Link>
    </div>
  );
}
