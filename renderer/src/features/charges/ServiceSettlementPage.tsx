import { Button, Field, Input, Link, makeStyles, MessageBar, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { type MeetFee, type MeetFeeUser, SETTLEMENT_PAGE_SIZE_MAX, UserType } from '@boda/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { thousands } from './feeFormat';
import { JoinHistoryDialog } from './JoinHistoryDialog';
import { monthDays, monthOf } from './month';
import { useSettlement } from './queries';
import { groupRecords, type ServiceRecord } from './serviceRecords';
import { usePullToRefresh } from './usePullToRefresh';
import { useSettlementAllowed, useSettlementEnabled } from './useSettlementEnabled';
import { ErrorPage } from '../errors';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '60vh' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  pull: { display: 'flex', justifyContent: 'center', overflow: 'hidden', color: tokens.colorNeutralForeground3 },
  count: { color: tokens.colorNeutralForeground3 },
  total: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
    alignSelf: 'flex-start',
  },
  groupRow: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
});

type Row = { kind: 'group'; key: string; label: string; amount: number } | ({ kind: 'record' } & ServiceRecord);

/**
 * /{companyId}/charges/list (service-area 2.16): class settlement for teachers (their classes' attendees
 * grouped by student, with unit price, amount and the total box) or class record for students (their
 * own classes and join time only). A month picker up to the current month, the result count, and
 * pull-to-refresh (a touch drag from the top, or the refresh button).
 */
export function ServiceSettlementPage() {
  const { t } = useTranslation('charges');
  const styles = useStyles();
  const enabled = useSettlementEnabled();
  const allowed = useSettlementAllowed();
  const student = useSession((s) => s.user?.userTypeCd === UserType.STUDENT);
  const thisMonth = useMemo(() => monthOf(new Date()), []);
  const [month, setMonth] = useState(thisMonth);
  const [history, setHistory] = useState<{ meet: MeetFee; user: MeetFeeUser } | null>(null);
  const range = monthDays(month);
  const list = useSettlement(
    { page: 1, size: SETTLEMENT_PAGE_SIZE_MAX, searchStartDate: range.from, searchEndDate: range.to },
    enabled && allowed,
  );
  const pull = usePullToRefresh(() => list.refetch());
  const groups = useMemo(() => groupRecords(list.data?.resultPage.content ?? []), [list.data]);
  if (!allowed) return <ErrorPage variant="notFound" />;
  if (!enabled) return <MessageBar intent="warning">{t('notEnabled')}</MessageBar>;

  const won = (amount: number) => t('won', { amount: thousands(amount) });
  const rows: Row[] = groups.flatMap((g) => [
    ...(student ? [] : [{ kind: 'group' as const, key: g.key, label: `${g.userName} (${g.userId})`, amount: g.amount }]),
    ...g.records.map((r) => ({ kind: 'record' as const, ...r })),
  ]);
  const records = rows.filter((r) => r.kind === 'record').length;
  const ofRecord = (cell: (r: ServiceRecord) => ReactNode) => (row: Row) => (row.kind === 'record' ? cell(row) : null);
  const columns: Array<DataColumn<Row>> = [
    ...(student ? [] : [{ id: 'student', header: t('column.student'), cell: (row: Row) => (row.kind === 'group' ? row.label : null) }]),
    { id: 'title', header: t('column.title'), cell: ofRecord((r) => r.meet.meetTitle) },
    {
      id: 'date',
      header: t('column.date'),
      cell: ofRecord((r) => <DateTime value={r.meet.startDatetime ?? r.meet.openDatetime} kind="dateTime" />),
    },
    { id: 'teacher', header: t('column.teacher'), cell: ofRecord((r) => r.meet.leaderName) },
    {
      id: 'joinTime',
      header: t('column.joinTime'),
      cell: ofRecord((r) =>
        r.user.attended ? (
          <Link onClick={() => setHistory(r)} aria-label={t('joinHistory', { name: r.user.userName })}>
            {formatDuration(r.user.totalJoinTimeSec)}
          </Link>
        ) : (
          t('absent')
        ),
      ),
    },
  ];
  if (!student) {
    columns.push(
      { id: 'price', header: t('column.unitPrice'), cell: ofRecord((r) => (r.meet.price ? won(r.meet.price.price) : '-')) },
      {
        id: 'amount',
        header: t('column.amount'),
        testId: 'charges-amount',
        cell: (row) => (row.kind === 'group' ? won(row.amount) : won(row.user.amount ?? 0)),
      },
    );
  }
  return (
    <section className={styles.root} data-testid="charges-page" {...pull.handlers}>
      <div className={styles.pull} style={{ height: pull.refreshing ? 32 : pull.pull / 2 }} aria-live="polite">
        {pull.refreshing ? <Spinner size="tiny" /> : pull.armed ? t('pull') : null}
      </div>
      <Title2 as="h1" data-testid="page-title">
        {t(student ? 'title.student' : 'title.teacher')}
      </Title2>
      <div className={styles.bar}>
        <Field label={t('month')}>
          <Input
            type="month"
            value={month}
            max={thisMonth}
            onChange={(_e, d) => d.value && d.value <= thisMonth && setMonth(d.value)}
            data-testid="charges-month"
          />
        </Field>
        <span className={styles.grow} />
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void pull.run()} disabled={pull.refreshing} data-testid="charges-refresh">
          {t('refresh')}
        </Button>
      </div>
      <Text className={styles.count} data-testid="charges-count">
        {t('records', { count: records })}
      </Text>
      {student ? null : (
        <Text className={styles.total} data-testid="charges-total">
          {t('total')}: {won(list.data?.totalAmount ?? 0)}
        </Text>
      )}
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.key}
        ariaLabel={t(student ? 'title.student' : 'title.teacher')}
        testId="charges-table"
        rowTestId="charges-row"
        rowClassName={(r) => (r.kind === 'group' ? styles.groupRow : undefined)}
        rowAttributes={(r): Record<string, string> => ({ 'data-kind': r.kind })}
        loading={list.isPending}
        empty={{ searching: false, nothingYet: t('empty') }}
      />
      {history ? (
        <JoinHistoryDialog meetCode={history.meet.meetCode} userId={history.user.userId} onClose={() => setHistory(null)} />
      ) : null}
    </section>
  );
}
