import { Body1, Button, Caption1, Card, Subtitle1, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import {
  AlertRegular,
  ArrowDownloadRegular,
  BookOpenRegular,
  CheckmarkCircleRegular,
  EyeRegular,
  PresenterRegular,
  SaveRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_ALL } from './content/faq';
import { HOME } from './content/home';
import { SITE } from './content/site';
import { DemoVideo } from './DemoVideo';
import { FaqAccordion } from './FaqAccordion';
import { LinkButton } from './LinkButton';
import { useIntroStyles } from './introStyles';
import { useSiteOperator } from './queries';

const useStyles = makeStyles({
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  plan: { padding: tokens.spacingVerticalXL, gap: tokens.spacingVerticalM },
  price: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  quote: {
    margin: 0,
    padding: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  blockquote: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400 },
  who: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  video: { maxWidth: '720px', width: '100%' },
  phone: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

const ICONS = {
  focus: EyeRegular,
  present: PresenterRegular,
  notes: SaveRegular,
  points: AlertRegular,
  grading: CheckmarkCircleRegular,
  afterSchool: VideoClipRegular,
};

export function IntroVideoSection() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <section id="introVideo" className={s.section} aria-labelledby="introVideo-title">
      <Title2 as="h2" id="introVideo-title">
        {HOME.sections.introVideo}
      </Title2>
      <Body1 as="p" className={s.lead}>
        {HOME.introVideo.lead}
      </Body1>
      <div className={styles.video}>
        <DemoVideo label={HOME.introVideo.caption} />
        <Caption1>{HOME.introVideo.caption}</Caption1>
      </div>
    </section>
  );
}

export function FeatureSection() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <div className={s.band}>
      <section id="feature" className={s.section} aria-labelledby="feature-title">
        <Title2 as="h2" id="feature-title">
          {HOME.sections.feature}
        </Title2>
        <div className={s.grid}>
          {HOME.features.map((f) => {
            const Icon = ICONS[f.key];
            return (
              <Card key={f.key} className={s.card}>
                <Icon className={styles.icon} aria-hidden />
                <Subtitle1 as="h3">{f.title}</Subtitle1>
                <Body1>{f.text}</Body1>
              </Card>
            );
          })}
        </div>
      </section>
    </div>
  );
}

export function PricingSection() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <section id="pricing" className={s.section} aria-labelledby="pricing-title">
      <Title2 as="h2" id="pricing-title">
        {HOME.sections.pricing}
      </Title2>
      <Body1 as="p" className={s.lead}>
        {HOME.pricing.lead}
      </Body1>
      <div className={s.grid}>
        {HOME.pricing.plans.map((plan) => (
          <Card key={plan.key} className={styles.plan} data-testid={`intro-plan-${plan.key}`}>
            <Title3 as="h3">{plan.name}</Title3>
            <span className={styles.price}>{plan.price}</span>
            <ul className={s.list}>
              {plan.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}

export function CaseSection() {
  const s = useIntroStyles();
  const styles = useStyles();
  const [all, setAll] = useState(false);
  const c = HOME.cases;
  return (
    <div className={s.band}>
      <section id="case" className={s.section} aria-labelledby="case-title">
        <Title2 as="h2" id="case-title">
          {c.title}
        </Title2>
        <Caption1>{c.note}</Caption1>
        <div className={s.grid}>
          {c.testimonials.map((q) => (
            <figure key={q.who} className={styles.quote}>
              <blockquote className={styles.blockquote}>“{q.quote}”</blockquote>
              <figcaption className={styles.who}>{q.who}</figcaption>
            </figure>
          ))}
        </div>
        <Subtitle1 as="h3">{c.customersTitle}</Subtitle1>
        <ul className={s.chips}>
          {c.customers.map((name) => (
            <li key={name} className={s.chip}>
              {name}
            </li>
          ))}
        </ul>
        <Title3 as="h3">{HOME.sections.case}</Title3>
        <FaqAccordion items={all ? FAQ_ALL : FAQ_ALL.slice(0, 5)} testId="intro-faq" />
        <div className={s.actions}>
          <Button onClick={() => setAll((v) => !v)} aria-expanded={all} data-testid="intro-faq-more">
            {all ? c.faqLess : c.faqMore}
          </Button>
          <Link className={s.link} to="/intro/help/faq">
            {c.faqAll}
          </Link>
        </div>
      </section>
    </div>
  );
}

export function ContactSection() {
  const s = useIntroStyles();
  const styles = useStyles();
  const phone = useSiteOperator().data?.phone;
  return (
    <section id="contact" className={s.section} aria-labelledby="contact-title">
      <Title2 as="h2" id="contact-title">
        {HOME.sections.contact}
      </Title2>
      <Body1 as="p" className={s.lead}>
        {HOME.contact.lead}
      </Body1>
      <div>
        <Caption1>{HOME.contact.phone}</Caption1>
        <div className={styles.phone}>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : HOME.contact.phoneUnset}</div>
      </div>
      <div className={s.actions}>
        <LinkButton to="/intro/contact" appearance="primary" icon={<BookOpenRegular />}>
          {HOME.contact.form}
        </LinkButton>
        <a href={`/${SITE.brochure.file}`} download={SITE.brochure.fileName} className={s.link} data-testid="intro-brochure">
          <ArrowDownloadRegular aria-hidden /> {SITE.brochure.label}
        </a>
      </div>
    </section>
  );
}
