import { Body1, LargeTitle, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME } from './content/home';
import { CaseSection, ContactSection, FeatureSection, IntroVideoSection, PricingSection } from './HomeSections';
import { useIntroStyles } from './introStyles';
import { LinkButton } from './LinkButton';

const useStyles = makeStyles({
  hero: { alignItems: 'flex-start' },
  eyebrow: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  finder: { marginTop: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
});

/**
 * / : the intro page for schools (service-area 2.18): home, introVideo, feature, pricing, case (FAQ)
 * and contact. `finder` is the company finder of the landing feature, for schools already using it.
 */
export function IntroHomePage({ finder }: { finder?: ReactNode }) {
  const s = useIntroStyles();
  const styles = useStyles();
  // The finder speaks the app's language (it leads into the signed-in app), the page around it Korean.
  const { i18n } = useTranslation();
  return (
    <div className={s.page} data-testid="landing-page">
      <div className={s.hero}>
        <section id="home" className={`${s.section} ${styles.hero}`} aria-labelledby="home-title">
          <Text className={styles.eyebrow}>{HOME.hero.eyebrow}</Text>
          <LargeTitle as="h1" id="home-title">
            {HOME.hero.title}
          </LargeTitle>
          <Body1 as="p" className={s.lead}>
            {HOME.hero.lead}
          </Body1>
          <div className={s.actions}>
            <LinkButton to="/intro/contact" appearance="primary" size="large" data-testid="intro-hero-contact">
              {HOME.hero.contact}
            </LinkButton>
          </div>
          {finder ? (
            <div className={styles.finder} lang={i18n.language}>
              <Subtitle2 as="h2">{HOME.hero.finderTitle}</Subtitle2>
              {finder}
            </div>
          ) : null}
        </section>
      </div>
      <IntroVideoSection />
      <FeatureSection />
      <PricingSection />
      <CaseSection />
      <ContactSection />
    </div>
  );
}
