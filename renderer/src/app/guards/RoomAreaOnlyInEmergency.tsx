import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useEmergencyMode } from '../../api/sessionHooks';
import { useMe } from '../../features/account';
import { paths } from '../router/paths';

/**
 * foundation.md 4: in emergency (disaster) mode only the room area of the service area is usable.
 * The tabs say so; this guard holds it for addresses typed, bookmarked or linked: the sections it
 * wraps lead to the room list until the mode ends.
 *
 * The configuration a page starts with is the one stored at the last visit. Before leaving an address
 * for emergency mode, the guard waits for the load's first answer of the server (the layout's GET_ME,
 * which takes in a newer configuration on its way: the 402 reset), so a link opened after the mode
 * ended is not sent to the room list by the stored one.
 */
export function RoomAreaOnlyInEmergency() {
  const { companyId = '' } = useParams();
  const emergency = useEmergencyMode();
  const me = useMe();
  if (emergency && me.isLoading) return null;
  if (emergency) return <Navigate to={paths.roomList(companyId)} replace />;
  return <Outlet />;
}
