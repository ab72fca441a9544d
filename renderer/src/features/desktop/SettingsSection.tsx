import type { ReactNode } from 'react';
import { Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none', paddingBottom: 0 },
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** One titled block of the settings dialog. */
export function SettingsSection({
  title,
  icon,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const headingId = useId('settings-section');
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {icon}
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
