import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NoteRegular } from '@fluentui/react-icons';
import type { MeetFee, MeetFeeUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { FeeInput } from './FeeInput';
import { thousands } from './feeFormat';

const useStyles = makeStyles({
  meetRow: { backgroundColor: tokens.colorNeutralBackground2 },
  title: { fontWeight: tokens.fontWeightSemibold },
  amount: { textAlign: 'right' },
});

/** One table row: a class, or one of its attendees below it. */
export interface SettlementRow {
  key: string;
  meet: MeetFee;
  user: MeetFeeUser | null;
}

export function settlementRows(meets: readonly MeetFee[]): SettlementRow[] {
  return meets.flatMap((meet) => [
    { key: meet.meetCode, meet, user: null },
    ...meet.logMeetUser.map((user) => ({ key: `${meet.meetCode}:${user.userIdx}`, meet, user })),
  ]);
}

export const feeKey = (meetCode: string, userIdx: number) => `${meetCode}:${userIdx}`;

export interface SettlementTableProps {
  /** Fee cells are inputs (manage area, user administrators). */
  editable: boolean;
  pending: ReadonlyMap<string, string>;
  onFeeChange(key: string, digits: string): void;
  onSubmit(): void;
  onJoinHistory(meet: MeetFee, user: MeetFeeUser): void;
  onMemo(user: MeetFeeUser): void;
}

/** The manage settlement: each class (title, open, start, end, unit price) with its attendees below it. */
export function useSettlementTable(props: SettlementTableProps): TableSpec<SettlementRow, string> {
  const { editable, pending } = props;
  const { t } = useTranslation('charges');
  const styles = useStyles();
  const won = (amount: number) => t('won', { amount: thousands(amount) });
  const ofMeet = (cell: (m: MeetFee) => ReactNode) => (r: SettlementRow) => (r.user ? null : cell(r.meet));
  const ofUser = (cell: (u: MeetFeeUser, m: MeetFee) => ReactNode) => (r: SettlementRow) => (r.user ? cell(r.user, r.meet) : null);
  const columns: Array<DataColumn<SettlementRow>> = [
    { id: 'title', header: t('column.title'), className: styles.title, cell: ofMeet((m) => m.meetTitle) },
    { id: 'open', header: t('column.open'), cell: ofMeet((m) => <DateTime value={m.openDatetime} kind="dateTime" />) },
    { id: 'start', header: t('column.start'), cell: ofMeet((m) => <DateTime value={m.startDatetime} kind="dateTime" />) },
    { id: 'end', header: t('column.end'), cell: ofMeet((m) => <DateTime value={m.endDatetime} kind="dateTime" />) },
    { id: 'price', header: t('column.unitPrice'), cell: ofMeet((m) => (m.price ? won(m.price.price) : '-')) },
    { id: 'userId', header: t('column.userId'), cell: ofUser((u) => u.userId) },
    { id: 'userName', header: t('column.userName'), testId: 'settlement-user-name', cell: ofUser((u) => u.userName) },
    {
      id: 'joinTime',
      header: t('column.joinTime'),
      cell: ofUser((u, m) =>
        u.attended ? (
          <Link onClick={() => props.onJoinHistory(m, u)} aria-label={t('joinHistory', { name: u.userName })}>
            {formatDuration(u.totalJoinTimeSec)}
          </Link>
        ) : (
          t('absent')
        ),
      ),
    },
    {
      id: 'amount',
      header: t('column.amount'),
      testId: 'settlement-amount',
      className: styles.amount,
      cell: ofUser((u, m) => {
        const key = feeKey(m.meetCode, u.userIdx);
        if (!editable) return won(u.amount ?? 0);
        return (
          <FeeInput
            amount={u.amount ?? 0}
            pending={pending.get(key)}
            label={t('fee.label', { name: u.userName, title: m.meetTitle })}
            onChange={(digits) => props.onFeeChange(key, digits)}
            onSubmit={props.onSubmit}
            testId="settlement-fee"
          />
        );
      }),
    },
    {
      id: 'actions',
      header: t('column.actions'),
      cell: ofUser((u) => (
        <Button
          appearance="subtle"
          size="small"
          icon={<NoteRegular />}
          aria-label={t('memo.open', { name: u.userName })}
          onClick={() => props.onMemo(u)}
          data-testid="settlement-memo"
        />
      )),
    },
  ];
  return {
    columns,
    rowKey: (r) => r.key,
    ariaLabel: t('title.manage'),
    testId: 'settlement-table',
    rowTestId: 'settlement-row',
    rowClassName: (r) => (r.user ? undefined : styles.meetRow),
    rowAttributes: (r): Record<string, string> =>
      r.user
        ? { 'data-meet-code': r.meet.meetCode, 'data-user-id': r.user.userId, 'data-kind': 'attendee' }
        : { 'data-meet-code': r.meet.meetCode, 'data-kind': 'class' },
    empty: { searching: false, nothingYet: t('empty') },
  };
}
