import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysToDay, type CalendarEvent, setCalendarTimeZone, toPage, weekdayOfDay } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { i18n } from '../../i18n';
import { renderApp } from '../../test/renderApp';
import { localIsoDay } from '../../ui/dateTime';
import { daysOf, eventsOn, parseDay, rangeOf, shift, today } from './calendarDates';

const now = new Date();
const at = (days: number, hours = 0) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours).toISOString();
/** The last moment of a day: a class until then is open to join at any time of that day (the suite may run at 23:30). */
const endOf = (days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 23, 59, 59, 999).toISOString();

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  roomCode: 'R1',
  roomTitle: 'Math A',
  roomCategoryCd: 2,
  roomStatusCd: 1,
  startDatetime: at(0),
  endDatetime: endOf(0),
  noLimit: false,
  leaderUserIdx: 9,
  leaderName: 'Teacher Park',
  templateName: 'Regular class',
  isLeader: true,
  ...over,
});

function setup(events: CalendarEvent[], userTypeCd = 11) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  let active = false;
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 9, userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'board.post.LIST_PUBLISH': () => ({ resultList: [] }),
    'calendar.LIST': (input: Record<string, unknown>) => {
      calls.push(['LIST', input]);
      return { resultPage: toPage(events, Number(input.page ?? 1), 30, events.length) };
    },
    'calendar.feed.GET': () => ({ result: { active, createdDatetime: active ? '2026-11-01T00:00:00Z' : null } }),
    'calendar.feed.CREATE': () => {
      active = true;
      calls.push(['CREATE', {}]);
      return {
        result: {
          active: true,
          createdDatetime: '2026-11-01T00:00:00Z',
          feedPath: '/open/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics',
        },
      };
    },
    'calendar.feed.REVOKE': () => {
      active = false;
      calls.push(['REVOKE', {}]);
      return { result: { count: 1 } };
    },
  } as Parameters<typeof mockApi>[0]);
  signIn({ user: { userIdx: 9, userTypeCd } });
  return calls;
}

afterEach(() => {
  sessionStorage.clear();
});

describe('calendar dates', () => {
  it('lays a month out in whole weeks from Sunday and asks for the shown days', () => {
    const days = daysOf('month', '2026-11-15');
    expect(days[0]).toBe('2026-11-01');
    expect(days).toHaveLength(35);
    expect(days.every((d, i) => weekdayOfDay(d) === i % 7)).toBe(true);
    expect(daysOf('month', '2026-05-01')).toHaveLength(42);
    expect(daysOf('list', '2026-02-10')).toHaveLength(28);
    expect(shift('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shift('week', '2026-01-31', -1)).toBe('2026-01-24');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('soon')).toBeNull();
  });

  it('counts days in the company zone, not the browser zone', () => {
    setCalendarTimeZone('Asia/Seoul');
    try {
      // 1 Dec 08:00 in Seoul is still 30 Nov in UTC (and in a browser west of Seoul).
      const e = event({ startDatetime: '2026-11-30T23:00:00Z', endDatetime: '2026-11-30T23:50:00Z' });
      expect(eventsOn([e], '2026-12-01')).toHaveLength(1);
      expect(eventsOn([e], '2026-11-30')).toHaveLength(0);
      expect(rangeOf('list', '2026-02-10')).toEqual({ startDate: '2026-01-31T15:00:00.000Z', endDate: '2026-02-28T14:59:59.999Z' });
      expect(today(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    } finally {
      setCalendarTimeZone(null);
    }
  });

  it('puts a class on every day of its period', () => {
    const e = event({ startDatetime: at(1), endDatetime: at(3, 23) });
    const day = (n: number) => addDaysToDay(localIsoDay(now), n);
    expect(eventsOn([e], day(0))).toHaveLength(0);
    expect([1, 2, 3].every((d) => eventsOn([e], day(d)).length === 1)).toBe(true);
    expect(eventsOn([e], day(4))).toHaveLength(0);
  });
});

describe('schedule page', () => {
  it('shows this month with the class on its day, 30 a page, and opens it from the keyboard', async () => {
    // Another day of the shown grid (tomorrow, or yesterday on the grid's last day): not joinable today.
    const other = daysOf('month', today()).includes(addDaysToDay(today(), 1)) ? 1 : -1;
    const calls = setup([
      event({}),
      event({ roomCode: 'R2', roomTitle: 'Later class', startDatetime: at(other), endDatetime: at(other, 23) }),
    ]);
    renderApp('/demo/schedule');
    const cell = await screen.findByTestId('schedule-month');
    await waitFor(() => expect(within(cell).getAllByTestId('schedule-event').length).toBeGreaterThan(0));
    const todayCell = cell.querySelector(`[data-date="${today()}"]`) as HTMLElement;
    expect(within(todayCell).getByText('Math A')).toBeInTheDocument();
    expect(todayCell).toHaveAccessibleName(expect.stringContaining('1 classes') as string);
    expect(calls[0]?.[1]).toMatchObject({ page: 1, size: 30, startDate: rangeOf('month', today()).startDate });

    within(todayCell).getByTestId('schedule-event').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByTestId('schedule-event-dialog');
    expect(within(dialog).getByTestId('schedule-event-title')).toHaveTextContent('Math A');
    expect(within(dialog).getByTestId('schedule-event-join')).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('schedule-event-dialog')).toBeNull());

    await userEvent.click(screen.getAllByTestId('schedule-event').find((b) => b.textContent === 'Later class') as HTMLElement);
    expect(await screen.findByTestId('schedule-event-join')).toBeDisabled();
    expect(screen.getByText('Joining opens during the class period.')).toBeInTheDocument();
  });

  it('switches to the week and list views, keeping the view in the address', async () => {
    setup([event({})]);
    const { router } = renderApp('/demo/schedule');
    await screen.findByTestId('schedule-month');
    await userEvent.click(screen.getByTestId('schedule-view-week'));
    expect(await screen.findByTestId('schedule-week')).toBeInTheDocument();
    expect(router.state.location.search).toContain('view=week');
    await userEvent.click(screen.getByTestId('schedule-view-list'));
    expect(await screen.findByTestId('schedule-row-title')).toHaveTextContent('Math A');
    expect(router.state.location.search).toContain('view=list');
  });

  it('names an untouched default class type in the shown language, and a renamed one as the operator typed it', async () => {
    await i18n.changeLanguage('ko');
    setup([event({}), event({ roomCode: 'R2', roomTitle: 'Physics', templateName: 'Saturday seminar' })]);
    renderApp('/demo/schedule?view=list');
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')).toHaveLength(2));
    const [math, physics] = screen.getAllByTestId('schedule-row');
    expect(math).toHaveTextContent('정규 수업');
    expect(math).not.toHaveTextContent('Regular class');
    expect(physics).toHaveTextContent('Saturday seminar');
  });

  it('tells students when they attend nothing in the period', async () => {
    setup([], 12);
    renderApp('/demo/schedule?view=week');
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent('No classes this week.');
  });

  it('makes a feed address shown once, and turns it off after confirming', async () => {
    const calls = setup([]);
    renderApp('/demo/schedule');
    await userEvent.click(await screen.findByTestId('schedule-feed-create'));
    const url = await screen.findByTestId('schedule-feed-url');
    expect((url as HTMLInputElement).value).toMatch(/^http:\/\/[^/]+\/open\/calendar\/[A-Za-z]+\.ics$/);
    await userEvent.click(await screen.findByTestId('schedule-feed-revoke'));
    await userEvent.click(await screen.findByTestId('schedule-feed-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('schedule-feed')).toHaveAttribute('data-active', 'false'));
    expect(screen.queryByTestId('schedule-feed-url')).toBeNull();
    expect(calls.map(([name]) => name)).toEqual(expect.arrayContaining(['CREATE', 'REVOKE']));
  });
});
