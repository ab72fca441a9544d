import { useState } from 'react';
import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { PlayCircleRegular } from '@fluentui/react-icons';
import type { CompanyConfig } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { EasyJoinPanel } from './EasyJoinPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const STEPS = ['code', 'join', 'account'] as const;

/**
 * Experience (trial) mode of the login page: a short guide to a trial class. The visitor gets a 6-digit
 * code, joins that class as a guest with a nickname (the easy-join form: the class app starts, and is
 * offered for download when missing), and signs in once their school has given them an account.
 */
export function ExperiencePanel({ config }: { config: CompanyConfig | undefined }) {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const [joining, setJoining] = useState(false);
  return (
    <div className={styles.root} data-testid="experience-panel">
      <Body1>{t('experience.text')}</Body1>
      <ol className={styles.steps} data-testid="experience-guide">
        {STEPS.map((step) => (
          <li key={step} className={styles.step} data-testid={`experience-step-${step}`}>
            <Subtitle2>{t(`experience.steps.${step}.title`)}</Subtitle2>
            <Body1>{t(`experience.steps.${step}.text`)}</Body1>
          </li>
        ))}
      </ol>
      {joining && config ? (
        <EasyJoinPanel config={config} joinOnly />
      ) : (
        <Button
          appearance="primary"
          size="large"
          icon={<PlayCircleRegular />}
          disabled={!config}
          onClick={() => setJoining(true)}
          data-testid="experience-start"
        >
          {t('experience.start')}
        </Button>
      )}
    </div>
  );
}
