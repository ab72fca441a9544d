import { Body1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalM, maxWidth: '640px' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

/**
 * Stand-in page for sections that later issues implement; each route passes its own title key
 * (pages:<key>) so routes can be replaced one by one.
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('pages');
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="coming-soon-page" data-page={titleKey}>
      <Title2 as="h1" data-testid="page-title">
        {t(titleKey)}
      </Title2>
      <Card className={styles.card}>
        <ClockRegular className={styles.icon} />
        <Body1 data-testid="coming-soon">{t('comingSoon')}</Body1>
      </Card>
    </section>
  );
}
