import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useEmergencyMode } from '../../api/sessionHooks';
import { paths } from '../router/paths';

/**
 * foundation.md 4: in emergency (disaster) mode only the room area of the service area is usable.
 * The tabs say so; this guard holds it for addresses typed, bookmarked or linked: the sections it
 * wraps lead to the room list until the mode ends.
 */
export function RoomAreaOnlyInEmergency() {
  const { companyId = '' } = useParams();
  const emergency = useEmergencyMode();
  if (emergency) return <Navigate to={paths.roomList(companyId)} replace />;
  return <Outlet />;
}
