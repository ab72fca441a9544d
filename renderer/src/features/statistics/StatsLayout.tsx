import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** Title, tabs and month picker above a statistics chart. */
export function StatsLayout({
  title,
  tabs,
  picker,
  children,
  testId,
}: {
  title: string;
  tabs?: ReactNode;
  picker: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid={testId}>
      <Title2 as="h1" data-testid="page-title">
        {title}
      </Title2>
      {tabs}
      <div className={styles.bar}>{picker}</div>
      {children}
    </section>
  );
}
