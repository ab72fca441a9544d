import { Body1, Card, LargeTitle, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, ChatMultipleRegular, VideoPersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CompanyFinder } from './CompanyFinder';

const useStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 100%)`,
  },
  lead: { display: 'block', maxWidth: '640px', color: tokens.colorNeutralForeground2 },
  features: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    maxWidth: '1040px',
    margin: '0 auto',
  },
  feature: { padding: tokens.spacingVerticalL, gap: tokens.spacingVerticalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

const FEATURES = [
  { key: 'live', Icon: VideoPersonRegular },
  { key: 'homework', Icon: BookOpenRegular },
  { key: 'messages', Icon: ChatMultipleRegular },
] as const;

/** /: a short product intro and the company finder. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const styles = useStyles();
  return (
    <div data-testid="landing-page">
      <section className={styles.hero}>
        <LargeTitle as="h1">{t('hero.title')}</LargeTitle>
        <Body1 className={styles.lead}>{t('hero.lead')}</Body1>
        <CompanyFinder />
      </section>
      <section className={styles.features}>
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} className={styles.feature}>
            <Icon className={styles.icon} />
            <Subtitle1 as="h2">{t(`features.${key}.title`)}</Subtitle1>
            <Text>{t(`features.${key}.text`)}</Text>
          </Card>
        ))}
      </section>
    </div>
  );
}
