import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { PlayCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../errors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Experience (trial) mode: a guided trial class; entering it comes with the rooms issue. */
export function ExperiencePanel() {
  const { t } = useTranslation('login');
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="experience-panel">
      <Body1>{t('experience.text')}</Body1>
      <Button
        appearance="primary"
        size="large"
        icon={<PlayCircleRegular />}
        onClick={() => notify.info(t('experience.comingSoon'))}
        data-testid="experience-start"
      >
        {t('experience.start')}
      </Button>
    </div>
  );
}
