import { useState } from 'react';
import { Button, Spinner, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PersonAddRegular, PersonDeleteRegular, PersonSwapRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { handleApiError, notify } from '../../ui/feedback';
import { AttendeeTable } from './AttendeeTable';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAddRoomUsers, useDelRoomUsers, useModRoom } from './mutations';
import { UserPicker } from '../../ui/UserPicker';
import { ROOM_ATTENDEE_TYPES, ROOM_LEADER_TYPES, UserType } from '@boda/contract';
import { useSession } from '../../api/session';
import { useRoom, useRoomUsers } from './queries';
import { RoomDialog } from './RoomDialog';
import { RoomInfo } from './RoomInfo';
import { RoomMaterials } from './RoomMaterials';
import { useRoomJoin } from './useRoomJoin';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Picker = 'attendees' | 'leader' | null;

/**
 * A regular room's detail (service-area 2.9, manage-area "Regular rooms" view): details, attendees,
 * and for whoever may manage it edit, add and remove attendees, and change the leader.
 */
export function RoomDetailView({ roomCode, mode }: { roomCode: string; mode: 'service' | 'manage' }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const room = useRoom(roomCode);
  const users = useRoomUsers(roomCode);
  const addUsers = useAddRoomUsers();
  const delUsers = useDelRoomUsers();
  const mod = useModRoom();
  const join = useRoomJoin();
  const userTypeCd = useSession((s) => s.user?.userTypeCd);
  const [editing, setEditing] = useState(false);
  const [picker, setPicker] = useState<Picker>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmRemove, setConfirmRemove] = useState(false);

  if (room.isPending) return <Spinner label={t('common:loading')} />;
  const data = room.data;
  if (!data) return null;
  const manage = data.isOwner;
  const attendees = users.data ?? [];
  const attendeeIdxs = attendees.map((u) => u.userIdx);

  const addAttendees = async (chosen: number[]) => {
    const fresh = chosen.filter((u) => !attendeeIdxs.includes(u) && u !== data.ownerUserIdx);
    if (fresh.length === 0) {
      notify.warning(t('warn.alreadyAttendees'));
      return;
    }
    setPicker(null);
    try {
      await addUsers.mutateAsync({ roomCode, userIdxList: fresh });
      notify.success(t('done.attendeesAdded', { count: fresh.length }));
    } catch (error) {
      handleApiError(error);
    }
  };
  const removeAttendees = async () => {
    setConfirmRemove(false);
    try {
      await delUsers.mutateAsync({ roomCode, userIdxList: selected });
      setSelected([]);
      notify.success(t('done.attendeesRemoved'));
    } catch (error) {
      handleApiError(error);
    }
  };
  const changeLeader = async (chosen: number[]) => {
    const [ownerUserIdx] = chosen;
    if (ownerUserIdx === undefined) {
      notify.warning(t('warn.selectUser'));
      return;
    }
    setPicker(null);
    try {
      await mod.mutateAsync({ room: { roomCode, ownerUserIdx } });
      notify.success(t('done.leaderChanged'));
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <section className={styles.root} data-testid="room-view-page" data-room-code={roomCode}>
      <div className={styles.head}>
        <Title2 as="h1" data-testid="page-title">
          {data.roomTitle}
        </Title2>
        {mode === 'service' ? (
          <Button
            appearance="primary"
            disabled={join.busy}
            onClick={() => void join.joinRoom(roomCode, data.meet.exist ? data.meet.meetCode : undefined)}
            data-testid="room-view-join"
          >
            {t('card.join')}
          </Button>
        ) : null}
      </div>
      <RoomInfo room={data} />
      {manage ? (
        <div className={styles.actions}>
          <Button icon={<EditRegular />} onClick={() => setEditing(true)} data-testid="room-view-edit">
            {t('view.edit')}
          </Button>
          <Button icon={<PersonAddRegular />} onClick={() => setPicker('attendees')} data-testid="room-view-add-attendees">
            {t('view.addAttendees')}
          </Button>
          <Button
            icon={<PersonDeleteRegular />}
            onClick={() => (selected.length === 0 ? notify.warning(t('warn.selectToRemove')) : setConfirmRemove(true))}
            data-testid="room-view-remove-attendees"
          >
            {t('view.removeAttendees')}
          </Button>
          <Button icon={<PersonSwapRegular />} onClick={() => setPicker('leader')} data-testid="room-view-change-leader">
            {t('view.changeLeader')}
          </Button>
        </div>
      ) : null}
      <Title3 as="h2">{t('view.attendees', { count: attendees.length })}</Title3>
      <AttendeeTable users={attendees} selectable={manage} selected={selected} onSelect={setSelected} />
      <RoomMaterials roomCode={roomCode} canUpload={manage || (userTypeCd !== undefined && userTypeCd !== UserType.STUDENT)} />
      <RoomDialog open={editing} mode={mode} room={data} onClose={() => setEditing(false)} />
      {picker === 'attendees' ? (
        <UserPicker
          title={t('view.addAttendees')}
          userTypes={ROOM_ATTENDEE_TYPES}
          multiple
          locked={[...attendeeIdxs, data.ownerUserIdx]}
          onConfirm={(chosen) => void addAttendees(chosen.map((u) => u.userIdx))}
          onCancel={() => setPicker(null)}
          testId="attendee-picker"
        />
      ) : null}
      {picker === 'leader' ? (
        <UserPicker
          title={t('view.changeLeader')}
          userTypes={ROOM_LEADER_TYPES}
          multiple={false}
          locked={[data.ownerUserIdx]}
          onConfirm={(chosen) => void changeLeader(chosen.map((u) => u.userIdx))}
          onCancel={() => setPicker(null)}
          testId="leader-picker"
        />
      ) : null}
      <ConfirmDialog
        open={confirmRemove}
        title={t('view.removeAttendees')}
        message={t('confirm.removeAttendees', { count: selected.length })}
        onConfirm={() => void removeAttendees()}
        onCancel={() => setConfirmRemove(false)}
        testId="attendee-remove-confirm"
      />
    </section>
  );
}
