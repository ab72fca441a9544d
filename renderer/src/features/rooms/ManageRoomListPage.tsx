import { useState } from 'react';
import { Button, Input, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { Limits, RoomCategory, RoomSearchType, type Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { handleApiError } from '../errors/errorReactions';
import { notify } from '../errors/notify';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pagination } from '../../ui/Pagination';
import { useDelRoom } from './mutations';
import { useRoomList } from './queries';
import { RoomDialog } from './RoomDialog';
import { formatDate, formatDateTime, isNoLimit } from './roomState';
import { useFollowUp } from './useFollowUp';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  row: { cursor: 'pointer' },
});

/** /{companyId}/manage/room/list (manage-area "Regular rooms"): search, 30 per page, period or no limit, remove. */
export function ManageRoomListPage() {
  const { t, i18n } = useTranslation('rooms');
  const styles = useStyles();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const [keyword, setKeyword] = useState(search.get('searchKeyword') ?? '');
  const debounced = useDebouncedValue(keyword.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<Room | null>(null);
  const delRoom = useDelRoom();
  const followUp = useFollowUp();
  const size = Limits.PAGE_SIZE_DEFAULT;
  const list = useRoomList({ searchType: RoomSearchType.MANAGE, page, size, searchKeyword: debounced, roomCategoryCdList: [RoomCategory.RESERVED] });
  const rooms = list.data?.content ?? [];
  const total = list.data?.total ?? 0;

  const setQuery = (next: { page?: number; searchKeyword?: string }) => {
    const params = new URLSearchParams(search);
    if (next.page !== undefined) params.set('page', String(next.page));
    if (next.searchKeyword !== undefined) params.set('searchKeyword', next.searchKeyword);
    setSearch(params, { replace: true });
  };
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
    <section className={styles.root} data-testid="manage-room-list-page">
      <Title2 as="h1" data-testid="page-title">
        {t('manage.title')}
      </Title2>
      <div className={styles.bar}>
        <Input
          contentBefore={<SearchRegular />}
          value={keyword}
          placeholder={t('manage.search')}
          onChange={(_e, d) => {
            setKeyword(d.value);
            setQuery({ page: 1, searchKeyword: d.value.trim() });
          }}
          data-testid="manage-room-search"
        />
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setRegistering(true)} data-testid="manage-room-register">
          {t('list.register')}
        </Button>
      </div>
      {list.isPending ? <Spinner label={t('common:loading')} /> : null}
      <Table data-testid="manage-room-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('table.number')}</TableHeaderCell>
            <TableHeaderCell>{t('form.name')}</TableHeaderCell>
            <TableHeaderCell>{t('form.owner')}</TableHeaderCell>
            <TableHeaderCell>{t('manage.regDate')}</TableHeaderCell>
            <TableHeaderCell>{t('form.period')}</TableHeaderCell>
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {!list.isPending && rooms.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} data-testid="manage-room-empty">
                {t('manage.noResults')}
              </TableCell>
            </TableRow>
          ) : null}
          {rooms.map((room, index) => (
            <TableRow
              key={room.roomCode}
              className={styles.row}
              onClick={() => void navigate(`../view?roomCode=${encodeURIComponent(room.roomCode)}`)}
              data-testid="manage-room-row"
              data-room-code={room.roomCode}
            >
              <TableCell>{total - (page - 1) * size - index}</TableCell>
              <TableCell>{room.roomTitle}</TableCell>
              <TableCell>{room.ownerUser.userName}</TableCell>
              <TableCell>{formatDateTime(room.regDatetime, i18n.language)}</TableCell>
              <TableCell data-testid="manage-room-period">
                {isNoLimit(room.showEndDatetime) ? t('period.noLimit') : `${formatDate(room.showDatetime, i18n.language)} ~ ${formatDate(room.showEndDatetime, i18n.language)}`}
              </TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={page} size={size} total={total} onChange={(next) => setQuery({ page: next })} testId="manage-room-pager" />
      <RoomDialog open={registering} mode="manage" onClose={() => setRegistering(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('confirm.removeTitle')}
        message={t('confirm.remove', { title: removing?.roomTitle ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        testId="manage-room-remove-confirm"
      />
    </section>
  );
}
