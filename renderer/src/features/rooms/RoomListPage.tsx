import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, CalendarLtrRegular } from '@fluentui/react-icons';
import { Permission, RoomCategory, RoomSearchType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { useHasPermission } from '../../api/sessionHooks';
import { useSession } from '../../api/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InviteCodeCard } from './InviteCodeCard';
import { OpenJoinCard } from './OpenJoinCard';
import { useRoomList } from './queries';
import { RoomCard } from './RoomCard';
import { RoomDialog } from './RoomDialog';
import { RoomQrDialog } from './RoomQrDialog';
import { useRoomActions } from './useRoomActions';
import { useRoomJoin } from './useRoomJoin';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  sectionHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Up to this many rooms on the page; the service list is a person's own rooms, not a catalogue. */
const LIST_SIZE = 200;

/** /{companyId}/room/list (service-area 2.8). */
export function RoomListPage() {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const userName = useSession((state) => state.user?.userName ?? '');
  const canOpen = useHasPermission(Permission.MEETING_OPEN);
  const canRegister = useHasPermission(Permission.ROOM_REGISTER);
  const [registering, setRegistering] = useState(false);
  const list = useRoomList(
    { searchType: RoomSearchType.MINE, size: LIST_SIZE, roomCategoryCdList: [RoomCategory.INSTANT, RoomCategory.RESERVED] },
    { live: true },
  );
  const join = useRoomJoin();
  const actions = useRoomActions(companyId);
  const rooms = list.data?.content ?? [];
  const instant = rooms.filter((r) => r.roomCategoryCd === RoomCategory.INSTANT);
  const reserved = rooms.filter((r) => r.roomCategoryCd === RoomCategory.RESERVED);

  const card = (room: (typeof rooms)[number]) => (
    <RoomCard
      key={room.roomCode}
      room={room}
      showMenu={canRegister || room.isOwner}
      joinDisabled={join.busy}
      onJoin={() => void join.joinRoom(room.roomCode, room.meet.exist ? room.meet.meetCode : undefined)}
      onAction={(action) => actions.onAction(room, action)}
    />
  );

  return (
    <section className={styles.root} data-testid="room-list-page">
      <Title2 as="h1" data-testid="page-title">
        {t('list.title')}
      </Title2>
      <div className={styles.grid} data-testid="room-top-area">
        {canOpen ? (
          <OpenJoinCard userName={userName} disabled={join.busy} onOpen={(title, password) => void join.openJoin(title, password)} />
        ) : null}
        <InviteCodeCard disabled={join.busy} />
        {canOpen ? instant.map(card) : null}
      </div>
      <div className={styles.sectionHead}>
        <Title3 as="h2">{t('list.regular')}</Title3>
        <span className={styles.actions}>
          {/* The reserved classes as a calendar (the schedule page). */}
          <Button icon={<CalendarLtrRegular />} onClick={() => void navigate(paths.schedule(companyId))} data-testid="room-schedule-link">
            {t('nav:tabs.schedule')}
          </Button>
          {canRegister ? (
            <Button icon={<AddRegular />} onClick={() => setRegistering(true)} data-testid="room-register">
              {t('list.register')}
            </Button>
          ) : null}
        </span>
      </div>
      {list.isPending ? <Spinner label={t('common:loading')} /> : null}
      {!list.isPending && reserved.length === 0 ? (
        <MessageBar intent="info" data-testid="room-list-empty">
          <MessageBarBody>{t('list.empty')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.grid} data-testid="room-regular-area">
        {reserved.map(card)}
      </div>
      <RoomDialog open={registering} mode="service" onClose={() => setRegistering(false)} />
      <RoomQrDialog
        open={actions.qrRoom !== null}
        title={actions.qrRoom?.roomTitle ?? ''}
        link={actions.qrLink}
        onClose={actions.closeQr}
      />
      <ConfirmDialog
        open={actions.pending !== null}
        title={t(actions.pending?.kind === 'close' ? 'confirm.closeTitle' : 'confirm.removeTitle')}
        message={t(actions.pending?.kind === 'close' ? 'confirm.close' : 'confirm.remove', {
          title: actions.pending?.room.roomTitle ?? '',
        })}
        busy={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancel}
        testId="room-confirm"
      />
    </section>
  );
}
