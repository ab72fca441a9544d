import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { CalendarEvent } from '@boda/contract';

const useStyles = makeStyles({
  chip: {
    justifyContent: 'flex-start',
    minWidth: 0,
    width: '100%',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** One class in a day of the month or week view: a button that opens its details (Enter or Space). */
export function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen(event: CalendarEvent): void }) {
  const styles = useStyles();
  return (
    <Button
      size="small"
      appearance="subtle"
      className={styles.chip}
      title={event.roomTitle}
      onClick={() => onOpen(event)}
      data-testid="schedule-event"
      data-room-code={event.roomCode}
    >
      <span className={styles.text}>{event.roomTitle}</span>
    </Button>
  );
}
