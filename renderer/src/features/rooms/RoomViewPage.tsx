import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api';
import { handleApiError } from '../../ui/feedback';
import { useRoom } from './queries';
import { RoomDetailView } from './RoomDetailView';
import { paths } from '../../app/router/paths';

/** /{companyId}/room/view?roomCode=&meetCode=0; without a roomCode (or a room) back to the list. */
export function RoomViewPage() {
  const { companyId = '' } = useParams();
  const [search] = useSearchParams();
  const roomCode = search.get('roomCode') ?? '';
  const room = useRoom(roomCode || null);
  const back = paths.roomList(companyId);
  useEffect(() => {
    if (room.error && isApiError(room.error) && room.error.code !== 'WB-404-001') handleApiError(room.error);
  }, [room.error]);
  if (roomCode === '' || room.isError) return <Navigate to={back} replace />;
  return <RoomDetailView roomCode={roomCode} mode="service" />;
}
