import { Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { StatsRow } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { dayOfMonth } from './month';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  chart: { width: '100%', height: '300px' },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  day: { minWidth: '32px', paddingInline: tokens.spacingHorizontalXS },
  number: { fontVariantNumeric: 'tabular-nums' },
});

export interface ChartSeries {
  key: keyof Pick<StatsRow, 'userCount' | 'licenseUsage' | 'resultCount' | 'customInt1' | 'joinCount'>;
  label: string;
  color: string;
}

interface Props {
  rows: readonly StatsRow[];
  series: readonly ChartSeries[];
  kind: 'bar' | 'line';
  title: string;
  /** A day was chosen (click, Enter or Space on its button). */
  onDay(day: string): void;
  selectedDay?: string | null;
  testId: string;
}

/**
 * A month's daily chart (recharts) with a table view toggle; every day is also a focusable button (under
 * the chart, and in the table's first column), so the chart's days are reachable by keyboard and screen reader.
 */
export function DailyChart({ rows, series, kind, title, onDay, selectedDay = null, testId }: Props) {
  const { t } = useTranslation('statistics');
  const styles = useStyles();
  const [table, setTable] = useState(false);
  const data = rows.map((r) => ({ ...r, day: dayOfMonth(r.logDate) }));
  const label = (r: StatsRow) => t('chart.dayLabel', { day: r.logDate, values: series.map((s) => `${s.label} ${r[s.key]}`).join(', ') });
  const dayAt = (index: unknown) => (typeof index === 'number' ? rows[index]?.logDate : undefined);
  const click = (state: { activeTooltipIndex?: unknown } | null | undefined) => {
    const day = dayAt(Number(state?.activeTooltipIndex));
    if (day) onDay(day);
  };
  const Chart = kind === 'bar' ? BarChart : LineChart;
  const columns: Array<DataColumn<StatsRow>> = [
    {
      id: 'day',
      header: t('chart.day'),
      cell: (r) => (
        <Button appearance="transparent" onClick={() => onDay(r.logDate)} aria-label={label(r)}>
          {r.logDate}
        </Button>
      ),
    },
    ...series.map((s) => ({ id: s.key, header: s.label, className: styles.number, cell: (r: StatsRow) => r[s.key] })),
  ];
  return (
    <div className={styles.root} data-testid={testId}>
      <Switch
        checked={table}
        onChange={(_e, d) => setTable(d.checked)}
        label={t('chart.tableView')}
        data-testid={`${testId}-table-toggle`}
      />
      {table ? (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.logDate}
          ariaLabel={title}
          testId={`${testId}-table`}
          rowTestId={`${testId}-row`}
          rowAttributes={(r) => ({ 'aria-selected': String(r.logDate === selectedDay) })}
          empty={{ searching: false, nothingYet: t('chart.empty') }}
        />
      ) : (
        <>
          <div className={styles.chart} role="img" aria-label={title}>
            <ResponsiveContainer width="100%" height="100%">
              <Chart data={data} onClick={click} accessibilityLayer>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" />
                <YAxis allowDecimals={false} />
                <Legend />
                <Tooltip labelFormatter={(_v, payload) => String(payload[0]?.payload?.logDate ?? '')} />
                {series.map((s) =>
                  kind === 'bar' ? (
                    <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} cursor="pointer" />
                  ) : (
                    <Line
                      key={s.key}
                      dataKey={s.key}
                      name={s.label}
                      stroke={s.color}
                      strokeWidth={2}
                      type="linear"
                      dot={{ r: 3 }}
                      isAnimationActive={false}
                    />
                  ),
                )}
              </Chart>
            </ResponsiveContainer>
          </div>
          <div className={styles.days} role="group" aria-label={t('chart.days')}>
            {rows.map((r) => (
              <Button
                key={r.logDate}
                size="small"
                className={styles.day}
                appearance={r.logDate === selectedDay ? 'primary' : 'secondary'}
                aria-label={label(r)}
                title={label(r)}
                onClick={() => onDay(r.logDate)}
                data-testid={`${testId}-day-${r.logDate}`}
              >
                {dayOfMonth(r.logDate)}
              </Button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
