import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { RoomCategory, RoomSearchType, type Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DataColumn } from '../../ui/DataTable';
import { useListParams } from '../../ui/useListParams';
import { handleApiError, notify } from '../../ui/feedback';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListPage } from '../../ui/ListPage';
import { useDelRoom } from './mutations';
import { useRoomList } from './queries';
import { RoomDialog } from './RoomDialog';
import { DateTime } from '../../ui/DateTime';
import { isNoLimit } from './roomState';
import { useFollowUp } from './useFollowUp';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /{companyId}/manage/room/list (manage-area "Regular rooms"): search, 30 per page, period or no limit, remove. */
export function ManageRoomListPage() {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const navigate = useNavigate();
  const listParams = useListParams();
  const { page, size, keyword } = listParams;
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<Room | null>(null);
  const delRoom = useDelRoom();
  const followUp = useFollowUp();
  const list = useRoomList({
    searchType: RoomSearchType.MANAGE,
    page,
    size,
    searchKeyword: keyword,
    roomCategoryCdList: [RoomCategory.RESERVED],
  });
  const total = list.data?.total ?? 0;

  const columns: Array<DataColumn<Room>> = [
    { id: 'number', header: t('table.number'), cell: (_room, index) => listParams.firstNumber(total) - index },
    { id: 'title', header: t('form.name'), cell: (room) => room.roomTitle },
    { id: 'owner', header: t('form.owner'), cell: (room) => room.ownerUser.userName },
    { id: 'regDate', header: t('manage.regDate'), cell: (room) => <DateTime value={room.regDatetime} kind="dateTime" /> },
    {
      id: 'period',
      header: t('form.period'),
      testId: 'manage-room-period',
      cell: (room) =>
        isNoLimit(room.showEndDatetime) ? (
          t('period.noLimit')
        ) : (
          <>
            <DateTime value={room.showDatetime} kind="date" /> ~ <DateTime value={room.showEndDatetime} kind="date" />
          </>
        ),
    },
    {
      id: 'actions',
      header: '',
      cell: (room) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setRemoving(room);
          }}
          data-testid="manage-room-remove"
        >
          {t('manage.remove')}
        </Button>
      ),
    },
  ];
  const remove = async () => {
    if (!removing) return;
    const room = removing;
    setRemoving(null);
    try {
      await delRoom.mutateAsync({ roomCode: room.roomCode });
      followUp(() => notify.success(t('done.removed')));
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <ListPage
      title={t('manage.title')}
      pageTestId="manage-room-list-page"
      className={styles.root}
      list={list}
      listParams={listParams}
      pagerTestId="manage-room-pager"
      search={{ placeholder: t('manage.search'), testId: 'manage-room-search' }}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setRegistering(true)} data-testid="manage-room-register">
          {t('list.register')}
        </Button>
      }
      columns={columns}
      rowKey={(room) => room.roomCode}
      ariaLabel={t('manage.title')}
      testId="manage-room-table"
      rowTestId="manage-room-row"
      rowAttributes={(room) => ({ 'data-room-code': room.roomCode })}
      onRowClick={(room) => void navigate(paths.sibling.view({ roomCode: room.roomCode }))}
      empty={{ searching: keyword !== '', nothingYet: t('manage.empty') }}
    >
      <RoomDialog open={registering} mode="manage" onClose={() => setRegistering(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('confirm.removeTitle')}
        message={t('confirm.remove', { title: removing?.roomTitle ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        testId="manage-room-remove-confirm"
      />
    </ListPage>
  );
}
