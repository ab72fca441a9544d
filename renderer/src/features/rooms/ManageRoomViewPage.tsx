import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/feedback';
import { useRoom } from './queries';
import { RoomDetailView } from './RoomDetailView';
import { paths } from '../../app/router/paths';

/** /{companyId}/manage/room/view?roomCode= ; without one (or an unknown one): 'class not found' and back. */
export function ManageRoomViewPage() {
  const { t } = useTranslation('rooms');
  const { companyId = '' } = useParams();
  const [search] = useSearchParams();
  const roomCode = search.get('roomCode') ?? '';
  const room = useRoom(roomCode || null);
  const missing = roomCode === '' || room.isError;
  useEffect(() => {
    if (missing) notify.error(t('manage.notFound'));
  }, [missing, t]);
  if (missing) return <Navigate to={paths.manageRoomList(companyId)} replace />;
  return <RoomDetailView roomCode={roomCode} mode="manage" />;
}
