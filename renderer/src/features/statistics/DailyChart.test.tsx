import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatsRow } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { DailyChart } from './DailyChart';

const row = (logDate: string, joinCount: number) => ({ logDate, joinCount, userCount: 1 }) as unknown as StatsRow;

function renderChart(rows: StatsRow[], onDay = vi.fn()) {
  render(
    <AppProviders client={createQueryClient()}>
      <DailyChart
        rows={rows}
        series={[{ key: 'joinCount', label: 'Joins', color: '#000' }]}
        kind="bar"
        title="Joins of the month"
        onDay={onDay}
        selectedDay="2026-11-02"
        testId="chart"
      />
    </AppProviders>,
  );
  return onDay;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DailyChart table view', () => {
  it('shows a row per day with its figures, marks the chosen day, and chooses a day by its button', async () => {
    const onDay = renderChart([row('2026-11-01', 4), row('2026-11-02', 7)]);
    await userEvent.click(screen.getByRole('switch', { name: 'Table view' }));
    const rows = screen.getAllByTestId('chart-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('7');
    expect(rows.map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: '2026-11-01: Joins 4' }));
    expect(onDay).toHaveBeenCalledWith('2026-11-01');
  });

  it('says a month without figures has none, in both languages', async () => {
    renderChart([]);
    await userEvent.click(screen.getByRole('switch', { name: 'Table view' }));
    expect(screen.getByTestId('chart-table-empty')).toHaveTextContent('No figures for this month.');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByTestId('chart-table-empty')).toHaveTextContent('이 달의 통계가 없습니다.');
  });
});
