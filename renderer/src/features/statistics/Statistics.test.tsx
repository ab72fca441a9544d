import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, LicenseType, type StatsRow, toPage } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { CHART_DEBOUNCE_MS } from './useStatsMonth';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

const row = (logDate: string, fields: Partial<StatsRow> = {}): StatsRow => ({
  logDate,
  userCount: 0,
  licenseUsage: 0,
  resultCount: 0,
  customInt1: 0,
  joinCount: 0,
  userId: '',
  userName: '',
  ...fields,
});
const month = (ym: string, days: number, fields: (d: number) => Partial<StatsRow>) =>
  Array.from({ length: days }, (_v, i) => row(`${ym}-${String(i + 1).padStart(2, '0')}`, fields(i + 1)));

/**
 * Holds back the window timers of one delay (the debounce's) until the test releases them, so "within the
 * debounce" does not depend on how fast the machine clicks. Other timers run as usual.
 */
function holdTimersOf(delayMs: number) {
  const held = new Map<number, () => void>();
  let nextId = -1;
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...args: unknown[]) => {
    if (delay !== delayMs) return realSet(handler, delay, ...args);
    const id = nextId--;
    held.set(id, handler);
    return id;
  }) as typeof window.setTimeout);
  vi.spyOn(window, 'clearTimeout').mockImplementation((id) => {
    if (typeof id === 'number' && held.delete(id)) return;
    realClear(id);
  });
  return {
    pending: () => held.size,
    release: () => {
      const handlers = [...held.values()];
      held.clear();
      for (const handler of handlers) handler();
    },
  };
}
afterEach(() => vi.restoreAllMocks());

function setup(
  license: { licenseTypeCd: number; licenseUsage: number; licenseCount: number } = { licenseTypeCd: 0, licenseUsage: 3, licenseCount: 10 },
) {
  const charts: Array<{ name: string; input: CommandInput<'statsMeet.LIST_JOIN_CHART'> }> = [];
  const chart = (name: string) => (input: CommandInput<'statsMeet.LIST_JOIN_CHART'>) => {
    charts.push({ name, input });
    const ym = input.searchYm;
    return { resultList: month(ym, 30, (d) => ({ joinCount: d, userCount: 1, licenseUsage: d, customInt1: 1, resultCount: d % 3 })) };
  };
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'userJoin.LIST': () => ({ resultPage: toPage([], 1, 30, 0) }),
    'license.GET': () => ({
      result: {
        ...license,
        peakUsage: license.licenseUsage,
        expireDate: null,
        timeZone: 'Asia/Seoul',
        currentYm: '2026-11',
        today: '2026-11-27',
      },
    }),
    'statsMeet.LIST_JOIN_CHART': chart('join'),
    'licenseStatsJoin.LIST_CHART': chart('account'),
    'licenseStatsConcurrent.LIST_CHART': chart('concurrent'),
    'statsMeet.LIST_OPEN_CHART': chart('open'),
    'licenseLogJoin.LIST': (input) => ({
      resultPage: toPage([row(String(input.searchDate), { userId: 'student1', userName: 'Student One', joinCount: 2 })], 1, 30, 1),
    }),
  });
  signIn({ user: { userTypeCd: 5 } });
  return { charts };
}

describe('join statistics', () => {
  it('shows the current month; a past day opens that day’s join log, a future day warns', async () => {
    const { charts } = setup();
    const { router } = renderApp('/demo/manage/statistic/join/view');
    await screen.findByTestId('stats-chart-day-2026-11-28');
    expect(charts.at(-1)).toMatchObject({ name: 'join', input: { searchYm: '2026-11' } });
    expect(screen.getByTestId('stats-month-next')).toBeDisabled();
    await userEvent.click(screen.getByTestId('stats-chart-day-2026-11-28'));
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent('That day has not come yet.');
    expect(router.state.location.pathname).toBe('/demo/manage/statistic/join/view');
    await userEvent.click(screen.getByTestId('stats-chart-day-2026-11-03'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/joinLog/list'));
    expect(router.state.location.search).toBe('?searchStartDate=2026-11-03&searchEndDate=2026-11-03');
  });

  it('goes back a month (one debounced request) and never past the current month', async () => {
    const { charts } = setup();
    const { router } = renderApp('/demo/manage/statistic/join/concurrent?searchYm=2027-05');
    await screen.findByTestId('stats-chart-day-2026-11-01');
    // The debounce's timers are held while a user pages back twice, however slow the machine.
    const debounce = holdTimersOf(CHART_DEBOUNCE_MS);
    await userEvent.click(screen.getByTestId('stats-month-prev'));
    expect(await screen.findByDisplayValue('2026-10')).toBe(screen.getByTestId('stats-month'));
    await userEvent.click(screen.getByTestId('stats-month-prev'));
    expect(await screen.findByDisplayValue('2026-09')).toBe(screen.getByTestId('stats-month'));
    // The month shows as soon as React commits; the debounce's effect (its timer for 2026-09, clearing the
    // one for 2026-10) runs after that: on a loaded machine it had not yet when the timers were released.
    await act(async () => {});
    expect(debounce.pending()).toBe(1);
    act(() => debounce.release());
    await waitFor(() => expect(charts.at(-1)?.input.searchYm).toBe('2026-09'));
    expect(charts.map((c) => c.input.searchYm)).not.toContain('2026-10');
    expect(router.state.location.search).toContain('searchYm=2026-09');
    expect(charts.every((c) => c.name === 'concurrent')).toBe(true);
  });

  it("asks only for the company's month, never first for the browser's (its clock on the 1st of the next month)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:30:00+09:00'));
    try {
      const { charts } = setup();
      renderApp('/demo/manage/statistic/join/view');
      await screen.findByTestId('stats-chart-day-2026-11-28');
      expect(charts.map((c) => c.input.searchYm)).toEqual(['2026-11']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a table view whose days are buttons', async () => {
    setup();
    renderApp('/demo/manage/statistic/join/view');
    await userEvent.click(await screen.findByRole('switch', { name: 'Table view' }));
    expect(await screen.findByTestId('stats-chart-table')).toBeInTheDocument();
    expect(screen.getAllByTestId('stats-chart-row')).toHaveLength(30);
    const day = screen.getByRole('button', { name: /^2026-11-05: Joins 5, Accounts 1$/ });
    day.focus();
    expect(day).toHaveFocus();
  });

  it('account tab (monthly-account licenses only): a day lists its accounts, a row opens the join log by exact ID', async () => {
    setup({ licenseTypeCd: LicenseType.MONTHLY_JOINING_ACCOUNTS, licenseUsage: 5, licenseCount: 50 });
    const { router } = renderApp('/demo/manage/statistic/join/account');
    await userEvent.click(await screen.findByTestId('stats-chart-day-2026-11-04'));
    const account = await screen.findByTestId('stats-account-row');
    expect(account).toHaveTextContent('student1');
    await userEvent.click(account);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/joinLog/list'));
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams(
        'searchStartDate=2026-11-04&searchEndDate=2026-11-04&searchKeyword=student1&searchFilter=userId&searchMatch=false',
      ),
    );
  });

  it('hides the account tab for other licenses', async () => {
    setup();
    renderApp('/demo/manage/statistic/join/view');
    await screen.findByTestId('stats-chart-day-2026-11-01');
    expect(screen.getByTestId('stats-tab-concurrent')).toBeInTheDocument();
    expect(screen.queryByTestId('stats-tab-account')).toBeNull();
  });
});

describe('license box', () => {
  it('shows the live usage and warns from 90% of the count', async () => {
    setup({ licenseTypeCd: LicenseType.CONCURRENCY, licenseUsage: 9, licenseCount: 10 });
    renderApp('/demo/manage/statistic/open');
    await waitFor(() => expect(screen.getByTestId('license-usage')).toHaveTextContent('9 / 10'));
    expect(screen.getByTestId('license-box')).toHaveAttribute('data-level', 'warning');
  });

  it('is calm below 90%', async () => {
    setup({ licenseTypeCd: LicenseType.CONCURRENCY, licenseUsage: 8, licenseCount: 10 });
    renderApp('/demo/manage/statistic/open');
    await waitFor(() => expect(screen.getByTestId('license-usage')).toHaveTextContent('8 / 10'));
    expect(screen.getByTestId('license-box')).toHaveAttribute('data-level', 'ok');
  });
});
