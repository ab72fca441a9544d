import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isDeadlineHighlighted } from '@boda/contract';
import { DateTime } from '../../ui/DateTime';

const useStyles = makeStyles({
  highlighted: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * A task's deadline, highlighted by the contract's rule (service-area 4): within a day of the limit, or
 * past it while someone has not submitted. A student's own list passes their own 0 or 1 as the count.
 */
export function DeadlineText({ limit, nonSubmitters, now = new Date() }: { limit: string; nonSubmitters: number; now?: Date }) {
  const styles = useStyles();
  const highlighted = isDeadlineHighlighted(new Date(limit), now, nonSubmitters);
  return (
    <span className={mergeClasses(highlighted && styles.highlighted)} data-testid="task-deadline" data-highlighted={highlighted}>
      <DateTime value={limit} kind="dateTime" />
    </span>
  );
}
