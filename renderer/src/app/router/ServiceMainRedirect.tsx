import { Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { mainTarget } from '../../features/rooms';
import { paths } from './paths';

/** /{companyId}/main: the landing rule of service-area 2.1 (features/rooms/landing.ts). */
export function ServiceMainRedirect() {
  const { companyId = '' } = useParams();
  const config = useSession((state) => state.config);
  const userTypeCd = useSession((state) => state.user?.userTypeCd);
  const target = mainTarget({
    config,
    userTypeCd,
    userAgent: window.navigator.userAgent,
    matches: (query) => window.matchMedia(query).matches,
  });
  return <Navigate to={paths.service(companyId, target)} replace />;
}
