import { useEffect, useState } from 'react';
import { Button, Spinner, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { handleApiError, notify } from '../../ui/feedback';
import { DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { DetailList } from '../../ui/DetailList';
import { MonitorCloseConfirm } from './MonitorCloseConfirm';
import { useCloseClass } from '../rooms';
import { useMonitorJoinSupported, useMonitorView } from './queries';
import { useMonitorJoin } from './useMonitorJoin';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /{companyId}/manage/monitor/view?roomCode=&meetCode= : the class and who is in it now. */
export function MonitorViewPage() {
  const { t } = useTranslation('monitor');
  const styles = useStyles();
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const [search] = useSearchParams();
  const roomCode = search.get('roomCode') ?? '';
  const meetCode = search.get('meetCode') ?? '';
  const view = useMonitorView(roomCode, meetCode);
  const joinSupported = useMonitorJoinSupported();
  const monitorJoin = useMonitorJoin();
  const forceClose = useCloseClass();
  const [closing, setClosing] = useState(false);
  const listPath = paths.monitorList(companyId);

  useEffect(() => {
    if (view.error) handleApiError(view.error, { onConfirm: () => void navigate(listPath) });
  }, [view.error, navigate, listPath]);

  if (roomCode === '') return <Navigate to={listPath} replace />;
  if (view.isPending) return <Spinner label={t('common:loading')} />;
  const data = view.data;
  if (!data) return null;
  const { meet, userList } = data;
  const close = async () => {
    setClosing(false);
    try {
      await forceClose.mutateAsync({ roomCode: meet.roomCode, meetCode: meet.meetCode, remove: false });
      notify.success(t('close.done'));
      void navigate(listPath);
    } catch (error) {
      handleApiError(error);
    }
  };
  const details = [
    { label: t('col.title'), value: meet.meetTitle },
    { label: t('opener'), value: meet.userName },
    { label: t('col.start'), value: <DateTime value={meet.startDatetime} kind="dateTime" /> },
    { label: t('openTime'), value: <DateTime value={meet.openDatetime} kind="dateTime" /> },
  ];

  return (
    <section className={styles.root} data-testid="monitor-view-page">
      <Title2 as="h1" data-testid="page-title">
        {meet.meetTitle}
      </Title2>
      <DetailList details={details} />
      <div className={styles.actions}>
        {joinSupported ? (
          <Button
            disabled={monitorJoin.busy}
            onClick={() => void monitorJoin.join(meet.roomCode, meet.meetCode)}
            data-testid="monitor-view-join"
          >
            {t('join')}
          </Button>
        ) : null}
        {meet.live ? (
          <Button onClick={() => setClosing(true)} data-testid="monitor-view-close">
            {t('close.button')}
          </Button>
        ) : null}
      </div>
      <Title3 as="h2">{t('joined', { count: userList.length })}</Title3>
      <DataTable
        rows={userList}
        columns={[
          { id: 'number', header: t('col.number'), cell: (_u, index) => userList.length - index },
          { id: 'name', header: t('user.name'), cell: (u) => u.userName },
          { id: 'id', header: t('user.id'), cell: (u) => u.userId },
          {
            id: 'joined',
            header: t('user.joined'),
            cell: (u) => <DateTime value={u.logMeetUserJoinList.at(-1)?.joinDatetime ?? u.joinDatetime} kind="dateTime" />,
          },
          { id: 'type', header: t('user.type'), cell: (u) => t(`common:userType.${u.userTypeCd}`) },
        ]}
        rowKey={(u) => u.meetUserIdx}
        ariaLabel={t('joined', { count: userList.length })}
        testId="monitor-users"
        rowTestId="monitor-user-row"
        rowAttributes={(u) => ({ 'data-user-id': u.userId })}
        empty={{ searching: false, nothingYet: t('user.none') }}
      />
      <MonitorCloseConfirm meet={closing ? meet : null} onConfirm={() => void close()} onCancel={() => setClosing(false)} />
    </section>
  );
}
