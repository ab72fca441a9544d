import { useState } from 'react';
import { Button, makeStyles, MessageBar, MessageBarBody, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type CalendarEvent, TEACHER_TYPES, type UserTypeCd } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { Pagination } from '../../ui/Pagination';
import { type Day, parseDay, rangeOf, SCHEDULE_VIEWS, type ScheduleView, shift, today } from './calendarDates';
import { EventDialog } from './EventDialog';
import { FeedCard } from './FeedCard';
import { MonthView } from './MonthView';
import { ScheduleList } from './ScheduleList';
import { useCalendar } from './queries';
import { WeekView } from './WeekView';
import { useHeading } from './useHeading';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, minWidth: '12ch' },
  spacer: { flexGrow: 1 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * /{companyId}/schedule: the reserved classes of the caller (teachers: the rooms they lead; students:
 * the rooms they attend) as a month, week or list view. View, day and list page live in the URL
 * (view, date, page), so reload and back keep them; the default is this month's month view.
 */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const view: ScheduleView = SCHEDULE_VIEWS.find((v) => v === params.get('view')) ?? 'month';
  const anchor = parseDay(params.get('date')) ?? today();
  const page = view === 'list' ? Math.max(1, Number(params.get('page') ?? 1) || 1) : 1;
  const range = rangeOf(view, anchor);
  const calendar = useCalendar(range, page);
  const teacher = TEACHER_TYPES.includes(useSession((s) => s.user?.userTypeCd) as UserTypeCd);
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const heading = useHeading(view, anchor);

  const go = (patch: { view?: ScheduleView; date?: Day; page?: number }) => {
    const next = new URLSearchParams(params);
    if (patch.view) next.set('view', patch.view);
    if (patch.date) next.set('date', patch.date);
    if (patch.page && patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
    setParams(next);
  };

  const events = calendar.data?.content ?? [];
  const total = calendar.data?.total ?? 0;
  const empty = t(view === 'week' ? 'empty.week' : teacher ? 'empty.teacher' : 'empty.student');
  return (
    <section className={styles.root} data-testid="schedule-page" data-view={view}>
      <Title2 as="h1">{t('title')}</Title2>
      <div className={styles.toolbar}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t(`nav.previous.${view}`)}
          onClick={() => go({ date: shift(view, anchor, -1) })}
          data-testid="schedule-previous"
        />
        <Button onClick={() => go({ date: today() })} data-testid="schedule-today">
          {t('nav.today')}
        </Button>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t(`nav.next.${view}`)}
          onClick={() => go({ date: shift(view, anchor, 1) })}
          data-testid="schedule-next"
        />
        <h2 className={styles.heading} aria-live="polite" data-testid="schedule-heading">
          {heading}
        </h2>
        <span className={styles.spacer} />
        <TabList
          selectedValue={view}
          onTabSelect={(_e, d) => go({ view: d.value as ScheduleView })}
          aria-label={t('views.label')}
          data-testid="schedule-views"
        >
          {SCHEDULE_VIEWS.map((v) => (
            <Tab key={v} value={v} data-testid={`schedule-view-${v}`}>
              {t(`views.${v}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      {view !== 'list' && total > events.length && (
        <MessageBar intent="info" data-testid="schedule-truncated">
          <MessageBarBody>
            {t('truncated', { shown: events.length, total })}{' '}
            <Button appearance="transparent" size="small" onClick={() => go({ view: 'list' })}>
              {t('toList')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {view === 'month' && <MonthView anchor={anchor} events={events} onOpen={setOpen} onMore={(day) => go({ view: 'week', date: day })} />}
      {view === 'week' && <WeekView anchor={anchor} events={events} onOpen={setOpen} />}
      {view !== 'list' && !calendar.isPending && events.length === 0 && (
        <p className={styles.empty} data-testid="schedule-empty">
          {empty}
        </p>
      )}
      {view === 'list' && (
        <>
          <ScheduleList events={events} loading={calendar.isPending} empty={empty} onOpen={setOpen} />
          <Pagination page={page} size={calendar.data?.size ?? 30} total={total} onChange={(next) => go({ page: next })} />
        </>
      )}
      <FeedCard />
      {open && <EventDialog event={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
