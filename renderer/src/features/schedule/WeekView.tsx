import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type CalendarEvent, localDayStart, weekdayOfDay } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/dateTime';
import { dateOf, type Day, daysOf, eventsOn, today as todayOf } from './calendarDates';
import { EventChip } from './EventChip';
import { weekdayNames } from './weekdays';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
    '@media (max-width: 720px)': { gridTemplateColumns: '1fr' },
  },
  day: {
    minHeight: '240px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
    '@media (max-width: 720px)': { minHeight: 'auto' },
  },
  head: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  today: { border: `2px solid ${tokens.colorBrandStroke1}`, color: tokens.colorBrandForeground1 },
});

export interface WeekViewProps {
  anchor: Day;
  events: CalendarEvent[];
  onOpen(event: CalendarEvent): void;
}

/** Sunday to Saturday as columns (one column on narrow screens), each with its classes. */
export function WeekView({ anchor, events, onOpen }: WeekViewProps) {
  const { t, i18n } = useTranslation('schedule');
  const styles = useStyles();
  const today = todayOf();
  const names = weekdayNames(i18n.language);
  return (
    <div className={styles.grid} data-testid="schedule-week">
      {daysOf('week', anchor).map((day) => {
        const mine = eventsOn(events, day);
        return (
          <div
            key={day}
            role="group"
            aria-label={t('day.label', { date: formatDateTime(localDayStart(day), 'date', i18n.language), count: mine.length })}
            className={mergeClasses(styles.day, day === today && styles.today)}
            data-testid="schedule-day"
            data-date={day}
          >
            <h3 className={styles.head} aria-hidden="true">
              {names[weekdayOfDay(day)]} {Number(day.slice(5, 7))}/{dateOf(day)}
            </h3>
            {mine.map((event) => (
              <EventChip key={event.roomCode} event={event} onOpen={onOpen} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
