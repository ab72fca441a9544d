import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type CalendarEvent, localDayStart } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/dateTime';
import { dateOf, type Day, daysOf, eventsOn, monthOf, today as todayOf } from './calendarDates';
import { EventChip } from './EventChip';
import { weekdayNames } from './weekdays';

/** Classes a day cell shows before "+n more" (which opens that day's week). */
const PER_DAY = 3;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  weekday: {
    padding: tokens.spacingVerticalXS,
    textAlign: 'center',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  day: {
    minHeight: '96px',
    padding: tokens.spacingVerticalXXS,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  outside: { backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground3 },
  number: { fontSize: tokens.fontSizeBase200, padding: `0 ${tokens.spacingHorizontalXS}` },
  today: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightBold },
});

export interface MonthViewProps {
  anchor: Day;
  events: CalendarEvent[];
  onOpen(event: CalendarEvent): void;
  onMore(day: Day): void;
}

/** The month as weeks of seven day cells (CSS grid); each cell names its date and class count for screen readers. */
export function MonthView({ anchor, events, onOpen, onMore }: MonthViewProps) {
  const { t, i18n } = useTranslation('schedule');
  const styles = useStyles();
  const today = todayOf();
  const days = daysOf('month', anchor);
  return (
    <div className={styles.grid} data-testid="schedule-month">
      {weekdayNames(i18n.language).map((name) => (
        <div key={name} className={styles.weekday} aria-hidden="true">
          {name}
        </div>
      ))}
      {days.map((day) => {
        const mine = eventsOn(events, day);
        const outside = monthOf(day) !== monthOf(anchor);
        return (
          <div
            key={day}
            role="group"
            aria-label={t('day.label', { date: formatDateTime(localDayStart(day), 'date', i18n.language), count: mine.length })}
            className={mergeClasses(styles.day, outside && styles.outside)}
            data-testid="schedule-day"
            data-date={day}
          >
            <span className={mergeClasses(styles.number, day === today && styles.today)} aria-hidden="true">
              {dateOf(day)}
            </span>
            {mine.slice(0, PER_DAY).map((event) => (
              <EventChip key={event.roomCode} event={event} onOpen={onOpen} />
            ))}
            {mine.length > PER_DAY && (
              <Button size="small" appearance="transparent" onClick={() => onMore(day)} data-testid="schedule-more">
                {t('day.more', { count: mine.length - PER_DAY })}
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}
