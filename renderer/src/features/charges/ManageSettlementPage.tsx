import { Button, makeStyles, MessageBar, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, SaveRegular } from '@fluentui/react-icons';
import { type MeetFee, type MeetFeeUser, SETTLEMENT_PAGE_SIZE, USER_ADMIN_TYPES } from '@boda/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { ExportDialog } from '../classResults';
import { handleApiError, notify } from '../../ui/feedback';
import { feeAmount, thousands } from './feeFormat';
import { JoinHistoryDialog } from './JoinHistoryDialog';
import { LeaderSelect } from './LeaderSelect';
import { MemoDialog } from './MemoDialog';
import { monthDays, monthOf } from './month';
import { useSaveFees, useStartSettlementExport } from './mutations';
import { useSettlement } from './queries';
import { settlementRows, useSettlementTable } from './useSettlementTable';
import { useSettlementAllowed, useSettlementEnabled } from './useSettlementEnabled';
import { ErrorPage } from '../errors';

const useStyles = makeStyles({
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  count: { color: tokens.colorNeutralForeground3 },
  total: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

/**
 * /manage/charges/list (manage-area "Settlement"): one leader's (or every) class of a period, default
 * the current month, with each attendee's amount. User administrators type fees (digits, at most 9)
 * and save them, one SAVE per fee; the total follows. Join history and memos open from a row.
 */
export function ManageSettlementPage() {
  const { t } = useTranslation('charges');
  const styles = useStyles();
  const enabled = useSettlementEnabled();
  const allowed = useSettlementAllowed();
  const userType = useSession((s) => s.user?.userTypeCd);
  const editable = userType !== undefined && (USER_ADMIN_TYPES as readonly number[]).includes(userType);
  const month = useMemo(() => monthDays(monthOf(new Date())), []);
  // Period, leader and page live in the URL (reload and back keep them; a link may set them).
  const listParams = useListParams({ size: SETTLEMENT_PAGE_SIZE });
  const range = { from: listParams.from || month.from, to: listParams.to || month.to };
  const leaderParam = Number(listParams.filter('leaderIdx'));
  const leaderIdx = Number.isInteger(leaderParam) && leaderParam > 0 ? leaderParam : undefined;
  const page = listParams.page;
  const [pending, setPending] = useState<Map<string, string>>(() => new Map());
  // Typed fees belong to the rows on screen: another period, leader or page drops them.
  const shownKey = `${range.from}|${range.to}|${leaderIdx ?? ''}|${page}`;
  const [pendingKey, setPendingKey] = useState(shownKey);
  if (pendingKey !== shownKey) {
    setPendingKey(shownKey);
    setPending(new Map());
  }
  const [history, setHistory] = useState<{ meet: MeetFee; user: MeetFeeUser } | null>(null);
  const [memo, setMemo] = useState<MeetFeeUser | null>(null);
  const [exporting, setExporting] = useState(false);
  const startExport = useStartSettlementExport();
  const list = useSettlement(
    { page, size: SETTLEMENT_PAGE_SIZE, leaderIdx, searchStartDate: range.from, searchEndDate: range.to },
    enabled && allowed,
  );
  const save = useSaveFees();
  const changed = [...pending.entries()].flatMap(([key, digits]) => {
    const amount = feeAmount(digits);
    const [meetCode = '', userIdx = ''] = key.split(':');
    return amount === null ? [] : [{ meetCode, userIdx: Number(userIdx), amount }];
  });
  const submit = async () => {
    if (changed.length === 0 || save.isPending) return;
    try {
      const saved = await save.mutateAsync(changed);
      setPending(new Map());
      notify.success(t('fee.saved', { count: saved }));
    } catch (error) {
      handleApiError(error);
    }
  };
  const table = useSettlementTable({
    editable,
    pending,
    onFeeChange: (key, digits) => setPending((prev) => new Map(prev).set(key, digits)),
    onSubmit: () => void submit(),
    onJoinHistory: (meet, user) => setHistory({ meet, user }),
    onMemo: setMemo,
  });
  if (!allowed) return <ErrorPage variant="notFound" />;
  if (!enabled) return <MessageBar intent="warning">{t('notEnabled')}</MessageBar>;

  // A class and its attendees are rows of their own; the pager counts classes.
  const data = list.data;
  const rows = {
    data: data && { content: settlementRows(data.resultPage.content), total: data.resultPage.total },
    isPending: list.isPending,
    isError: list.isError,
    error: list.error,
    refetch: list.refetch,
  };
  return (
    <ListPage
      title={t('title.manage')}
      pageTestId="settlement-page"
      list={rows}
      listParams={listParams}
      pagerTestId="settlement-pager"
      filters={
        <>
          <LeaderSelect value={leaderIdx} onChange={(next) => listParams.setFilter('leaderIdx', next ?? null)} />
          <DateRangeFilter
            label={t('period')}
            from={range.from}
            to={range.to}
            onChange={(from, to) => listParams.setDateRange(from, to)}
            testId="settlement-period"
          />
        </>
      }
      actions={
        <>
          {editable ? (
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={changed.length === 0 || save.isPending}
              onClick={() => void submit()}
              data-testid="settlement-save"
            >
              {changed.length > 0 ? `${t('fee.save')} (${t('fee.pending', { count: changed.length })})` : t('fee.save')}
            </Button>
          ) : null}
          <Button icon={<ArrowDownloadRegular />} onClick={() => setExporting(true)} data-testid="settlement-export">
            {t('export.button')}
          </Button>
        </>
      }
      summary={(count) => (
        <span className={styles.summary}>
          <Text className={styles.count} data-testid="settlement-count">
            {t('count', { count })}
          </Text>
          <Text className={styles.total} data-testid="settlement-total">
            {t('total')}: {t('won', { amount: thousands(data?.totalAmount ?? 0) })}
          </Text>
        </span>
      )}
      {...table}
    >
      {history ? (
        <JoinHistoryDialog meetCode={history.meet.meetCode} userId={history.user.userId} onClose={() => setHistory(null)} />
      ) : null}
      {memo ? <MemoDialog userIdx={memo.userIdx} userName={memo.userName} onClose={() => setMemo(null)} /> : null}
      {exporting ? (
        <ExportDialog
          kind="SETTLEMENT"
          testId="settlement-export"
          title={t('export.title')}
          message={t('export.confirm', { from: range.from, to: range.to })}
          start={(sheet) => startExport.mutateAsync({ searchStartDate: range.from, searchEndDate: range.to, leaderIdx, ...sheet })}
          onClose={() => setExporting(false)}
        />
      ) : null}
    </ListPage>
  );
}
