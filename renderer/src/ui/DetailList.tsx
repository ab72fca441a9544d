import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** One line of a detail list: a label and its value. */
export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Labels and their values in two columns (a description list): a room's, a class's, a post's details. */
export function DetailList({ details, testId }: { details: Detail[]; testId?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} data-testid={testId}>
      {details.map((detail) => (
        <div key={detail.label} className={styles.pair}>
          <dt className={styles.term}>{detail.label}</dt>
          <dd className={styles.value} data-testid={detail.testId}>
            {detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
