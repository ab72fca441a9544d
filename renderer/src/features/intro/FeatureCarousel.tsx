import { Body1, Button, Tab, TabList, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { type FocusEvent, useId } from 'react';
import { ACADEMY } from './content/academy';
import { BP } from './introStyles';
import { useCarousel } from './useCarousel';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  top: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    [BP.tablet]: { alignItems: 'flex-start' },
  },
  tabs: { flexGrow: 1, flexWrap: 'wrap' },
  panel: {
    minHeight: '120px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
      animationDuration: '400ms',
    },
  },
});

/** The academy intro's feature carousel: 4 tabs, one every 8 s, held while pointed at or focused. */
export function FeatureCarousel() {
  const styles = useStyles();
  const carousel = useCarousel(ACADEMY.slides.length);
  const id = useId();
  const slide = ACADEMY.slides[carousel.index] ?? ACADEMY.slides[0];
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.release();
  };
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={ACADEMY.carouselLabel}
      onMouseEnter={carousel.hold}
      onMouseLeave={carousel.release}
      onFocus={carousel.hold}
      onBlur={onBlur}
      data-testid="academy-carousel"
      data-running={carousel.running}
    >
      <div className={styles.top}>
        <TabList
          className={styles.tabs}
          selectedValue={slide.key}
          onTabSelect={(_e, d) => carousel.select(ACADEMY.slides.findIndex((s) => s.key === d.value))}
        >
          {ACADEMY.slides.map((s) => (
            <Tab key={s.key} value={s.key} id={`${id}-${s.key}`} aria-controls={`${id}-panel`} data-testid={`academy-tab-${s.key}`}>
              {s.tab}
            </Tab>
          ))}
        </TabList>
        <Button
          appearance="subtle"
          icon={carousel.stopped ? <PlayRegular /> : <PauseRegular />}
          onClick={() => carousel.setStopped(!carousel.stopped)}
          data-testid="academy-carousel-toggle"
        >
          {carousel.stopped ? ACADEMY.carouselPlay : ACADEMY.carouselPause}
        </Button>
      </div>
      <div
        key={slide.key}
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${slide.key}`}
        aria-live={carousel.running ? 'off' : 'polite'}
        className={styles.panel}
        data-testid="academy-slide"
        data-slide={slide.key}
      >
        <Title3 as="h3">{slide.title}</Title3>
        <Body1 as="p">{slide.text}</Body1>
      </div>
    </section>
  );
}
