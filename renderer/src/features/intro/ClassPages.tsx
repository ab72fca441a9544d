import { Body1, Card, LargeTitle, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { PERSONAL, PRIVATE } from './content/classes';
import { BP, useIntroStyles } from './introStyles';
import { LinkButton } from './LinkButton';
import { PrivateBanner } from './PrivateBanner';

const useStyles = makeStyles({
  recommend: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  recommendItem: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  check: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0, marginTop: '2px' },
  privateGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [BP.privateTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [BP.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  bannerSpace: { paddingBottom: '96px' },
});

/** /intro/personalClass: the individual-pace class (middle-school level). */
export function PersonalClassPage() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <div className={s.page} data-testid="intro-personal">
      <div className={s.hero}>
        <section className={s.section}>
          <LargeTitle as="h1">{PERSONAL.title}</LargeTitle>
          <Body1 as="p" className={s.lead}>
            {PERSONAL.lead}
          </Body1>
          <ul className={s.chips}>
            {PERSONAL.facts.map((f) => (
              <li key={f} className={s.chip}>
                {f}
              </li>
            ))}
          </ul>
          <div className={s.actions}>
            <LinkButton to="/intro/contact?type=PERSONAL" appearance="primary">
              {PERSONAL.apply}
            </LinkButton>
            <LinkButton to="/intro/personalClass/price">{PERSONAL.price}</LinkButton>
          </div>
        </section>
      </div>
      <section className={s.section} aria-labelledby="personal-points">
        <Title2 as="h2" id="personal-points">
          {PERSONAL.pointsTitle}
        </Title2>
        <div className={s.grid2}>
          {PERSONAL.points.map((p) => (
            <Card key={p.title} className={s.card}>
              <Subtitle1 as="h3">{p.title}</Subtitle1>
              <Body1>{p.text}</Body1>
            </Card>
          ))}
        </div>
      </section>
      <div className={s.band}>
        <section className={s.section} aria-labelledby="personal-for">
          <Title2 as="h2" id="personal-for">
            {PERSONAL.forTitle}
          </Title2>
          <ul className={styles.recommend}>
            {PERSONAL.recommended.map((r) => (
              <li key={r} className={styles.recommendItem}>
                <CheckmarkRegular className={styles.check} aria-hidden />
                <Body1>{r}</Body1>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** /intro/privateClass: the one-to-one class, with the floating admission banner. */
export function PrivateClassPage() {
  const s = useIntroStyles();
  const styles = useStyles();
  return (
    <div className={`${s.page} ${styles.bannerSpace}`} data-testid="intro-private">
      <div className={s.hero}>
        <section className={s.section}>
          <LargeTitle as="h1">{PRIVATE.title}</LargeTitle>
          <Body1 as="p" className={s.lead}>
            {PRIVATE.lead}
          </Body1>
          <ul className={s.chips}>
            {PRIVATE.facts.map((f) => (
              <li key={f} className={s.chip}>
                {f}
              </li>
            ))}
          </ul>
          <div className={s.actions}>
            <LinkButton to="/intro/privateClass/price">{PRIVATE.price}</LinkButton>
          </div>
        </section>
      </div>
      <section className={s.section} aria-labelledby="private-points">
        <Title2 as="h2" id="private-points">
          {PRIVATE.pointsTitle}
        </Title2>
        <div className={styles.privateGrid}>
          {PRIVATE.points.map((p) => (
            <Card key={p.title} className={s.card}>
              <Subtitle1 as="h3">{p.title}</Subtitle1>
              <Body1>{p.text}</Body1>
            </Card>
          ))}
        </div>
      </section>
      <PrivateBanner />
    </div>
  );
}
