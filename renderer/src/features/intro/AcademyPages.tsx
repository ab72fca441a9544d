import { Body1, Card, LargeTitle, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { ACADEMY } from './content/academy';
import { ACADEMY_FAQ } from './content/faq';
import { FaqAccordion } from './FaqAccordion';
import { FeatureCarousel } from './FeatureCarousel';
import { useIntroStyles } from './introStyles';
import { LinkButton } from './LinkButton';

const useStyles = makeStyles({
  step: {
    padding: tokens.spacingVerticalL,
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
  classLink: { color: 'inherit', textDecorationLine: 'none' },
  avatar: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** /intro/academy: the academy intro with its carousel, class method, class types and the 10-entry FAQ. */
export function AcademyPage() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <div className={s.page} data-testid="intro-academy">
      <div className={s.hero}>
        <section className={s.section}>
          <LargeTitle as="h1">{ACADEMY.title}</LargeTitle>
          <Body1 as="p" className={s.lead}>
            {ACADEMY.lead}
          </Body1>
          <FeatureCarousel />
        </section>
      </div>
      <section className={s.section} aria-labelledby="method-title">
        <Title2 as="h2" id="method-title">
          {ACADEMY.methodTitle}
        </Title2>
        <div className={s.grid2}>
          {ACADEMY.method.map((m) => (
            <Card key={m.title} className={styles.step}>
              <Subtitle1 as="h3">{m.title}</Subtitle1>
              <Body1>{m.text}</Body1>
            </Card>
          ))}
        </div>
      </section>
      <div className={s.band}>
        <section className={s.section} aria-labelledby="classes-title">
          <Title2 as="h2" id="classes-title">
            {ACADEMY.classesTitle}
          </Title2>
          <div className={s.grid2}>
            {ACADEMY.classes.map((c) => (
              <Card key={c.to} className={s.card}>
                <Subtitle1 as="h3">
                  <Link className={s.link} to={c.to}>
                    {c.title}
                  </Link>
                </Subtitle1>
                <Body1>{c.text}</Body1>
              </Card>
            ))}
          </div>
          <div className={s.actions}>
            <LinkButton to="/intro/academy/teacher">{ACADEMY.teachersLink}</LinkButton>
          </div>
        </section>
      </div>
      <section className={s.section} aria-labelledby="academy-faq-title">
        <Title2 as="h2" id="academy-faq-title">
          {ACADEMY.faqTitle}
        </Title2>
        <FaqAccordion items={ACADEMY_FAQ} testId="academy-faq" />
      </section>
    </div>
  );
}

/** /intro/academy/teacher: the teachers by subject and the classes they teach. */
export function TeacherPage() {
  const s = useIntroStyles();
  const styles = useStyles();
  const t = ACADEMY.teachers;
  return (
    <div className={s.page} data-testid="intro-teacher">
      <section className={s.section}>
        <LargeTitle as="h1">{t.title}</LargeTitle>
        <Body1 as="p" className={s.lead}>
          {t.lead}
        </Body1>
        <div className={s.grid2}>
          {t.profiles.map((p) => (
            <Card key={p.key} className={s.card} data-testid="teacher-profile">
              <PersonRegular className={styles.avatar} aria-hidden />
              <Subtitle1 as="h2">{p.name}</Subtitle1>
              <Body1 className={styles.meta}>
                {p.subject} · {p.classes}
              </Body1>
              <Body1>{p.text}</Body1>
            </Card>
          ))}
        </div>
        <Body1 as="p" className={s.lead}>
          {t.note}
        </Body1>
      </section>
    </div>
  );
}
