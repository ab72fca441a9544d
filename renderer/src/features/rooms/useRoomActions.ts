import { useState } from 'react';
import { formatInviteCode, type Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { copyText } from '../../ui/copyText';
import { handleApiError, notify } from '../../ui/feedback';
import { useCloseClass, useDelRoom } from './mutations';
import type { RoomAction } from './RoomCardMenu';
import { inviteLink } from './roomState';
import { useFollowUp } from './useFollowUp';
import { paths } from '../../app/router/paths';

export type PendingConfirm = { kind: 'remove' | 'close'; room: Room } | null;

/** The kebab menu's actions of the room list: QR, copy, modify, and remove/close with confirmation. */
export function useRoomActions(companyId: string) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const companyCode = useSession((state) => state.company?.companyCode ?? '');
  const [qrRoom, setQrRoom] = useState<Room | null>(null);
  const [pending, setPending] = useState<PendingConfirm>(null);
  const delRoom = useDelRoom();
  const closeClass = useCloseClass();
  const followUp = useFollowUp();

  const onAction = (room: Room, action: RoomAction) => {
    switch (action) {
      case 'qr':
        return setQrRoom(room);
      case 'copyLink':
        return void copyText(inviteLink(companyCode, room.inviteCode), { copied: t('copy.link'), failed: t('copy.failed') });
      case 'copyCode':
        return void copyText(formatInviteCode(room.inviteCode), { copied: t('copy.code'), failed: t('copy.failed') });
      case 'modify':
        return void navigate(paths.roomView(companyId, room.roomCode));
      case 'remove':
      case 'close':
        return setPending({ kind: action, room });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, room } = pending;
    try {
      if (kind === 'remove') await delRoom.mutateAsync({ roomCode: room.roomCode });
      else await closeClass.mutateAsync({ roomCode: room.roomCode, meetCode: room.meet.meetCode, remove: false });
      setPending(null);
      followUp(() => notify.success(t(kind === 'remove' ? 'done.removed' : 'done.closed')));
    } catch (error) {
      setPending(null);
      handleApiError(error);
    }
  };

  return {
    onAction,
    qrRoom,
    qrLink: qrRoom && companyCode ? inviteLink(companyCode, qrRoom.inviteCode) : null,
    closeQr: () => setQrRoom(null),
    pending,
    busy: delRoom.isPending || closeClass.isPending,
    confirm,
    cancel: () => setPending(null),
  };
}
