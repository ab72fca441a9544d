import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { FuncFlag, Limits, type Meet } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import type { DataColumn } from '../../ui/DataTable';
import { useListParams } from '../../ui/useListParams';
import { handleApiError, notify } from '../../ui/feedback';
import { ListPage } from '../../ui/ListPage';
import { DateTime } from '../../ui/DateTime';
import { MonitorCloseConfirm } from './MonitorCloseConfirm';
import { useCloseClass } from '../rooms';
import { useMonitorJoinSupported, useMonitorList } from './queries';
import { useMonitorJoin } from './useMonitorJoin';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** /{companyId}/manage/monitor/list: live classes, monitoring join (Windows app) and closure. */
export function MonitorListPage() {
  const { t } = useTranslation('monitor');
  const styles = useStyles();
  const navigate = useNavigate();
  const listParams = useListParams({ sizes: Limits.PAGE_SIZE_OPTIONS });
  const { page, size, keyword } = listParams;
  const config = useSession((s) => s.config);
  const configured = config !== null && isFuncOn(config, FuncFlag.MONITOR);
  const list = useMonitorList({ page, size, searchKeyword: keyword }, configured);
  const joinSupported = useMonitorJoinSupported();
  const monitorJoin = useMonitorJoin();
  const forceClose = useCloseClass();
  const [closing, setClosing] = useState<Meet | null>(null);
  const total = list.data?.total ?? 0;

  const columns: Array<DataColumn<Meet>> = [
    { id: 'number', header: t('col.number'), cell: (_meet, index) => listParams.firstNumber(total) - index },
    { id: 'title', header: t('col.title'), testId: 'monitor-row-title', cell: (meet) => meet.meetTitle },
    { id: 'leader', header: t('col.leader'), cell: (meet) => meet.ownerUser.userName || meet.userName },
    {
      id: 'current',
      header: t('col.current'),
      testId: 'monitor-row-current',
      cell: (meet) => (meet.currentUserNum > 0 ? meet.currentUserNum : '-'),
    },
    { id: 'start', header: t('col.start'), cell: (meet) => <DateTime value={meet.startDatetime} kind="dateTime" /> },
    {
      id: 'actions',
      header: '',
      cell: (meet) => (
        <div className={styles.actions} onClick={(event) => event.stopPropagation()}>
          {joinSupported ? (
            <Button
              size="small"
              disabled={monitorJoin.busy}
              onClick={() => void monitorJoin.join(meet.roomCode, meet.meetCode)}
              data-testid="monitor-join"
            >
              {t('join')}
            </Button>
          ) : null}
          <Button size="small" onClick={() => setClosing(meet)} data-testid="monitor-close">
            {t('close.button')}
          </Button>
        </div>
      ),
    },
  ];
  const close = async () => {
    if (!closing) return;
    const meet = closing;
    setClosing(null);
    try {
      await forceClose.mutateAsync({ roomCode: meet.roomCode, meetCode: meet.meetCode, remove: false });
      notify.success(t('close.done'));
    } catch (error) {
      handleApiError(error);
    }
  };

  if (!configured) {
    return (
      <section className={styles.root} data-testid="monitor-list-page">
        <Title2 as="h1">{t('title')}</Title2>
        <MessageBar intent="warning" data-testid="monitor-no-config">
          <MessageBarBody>{t('noConfig')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }

  return (
    <ListPage
      title={t('title')}
      pageTestId="monitor-list-page"
      className={styles.root}
      list={list}
      listParams={listParams}
      pagerTestId="monitor-pager"
      search={{ placeholder: t('search'), testId: 'monitor-search' }}
      pageSize={{ options: Limits.PAGE_SIZE_OPTIONS, testId: 'monitor-page-size' }}
      columns={columns}
      rowKey={(meet) => meet.meetCode}
      ariaLabel={t('title')}
      testId="monitor-table"
      rowTestId="monitor-row"
      rowAttributes={(meet) => ({ 'data-meet-code': meet.meetCode })}
      onRowClick={(meet) => void navigate(paths.sibling.view({ roomCode: meet.roomCode, meetCode: meet.meetCode }))}
      empty={{ searching: keyword !== '', nothingYet: t('empty') }}
    >
      <MonitorCloseConfirm meet={closing} onConfirm={() => void close()} onCancel={() => setClosing(null)} />
    </ListPage>
  );
}
