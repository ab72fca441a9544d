import { useEffect } from 'react';
import { Permission } from '@boda/contract';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useHasPermission } from '../../api/sessionHooks';
import { logout } from '../../api/sessionActions';
import { paths } from '../router/paths';

/** manage-area 1: a user is needed (else the company root) with bit 4096 (else sign out and leave). */
export function RequireManageAccess() {
  const { companyId = '' } = useParams();
  const hasUser = useSession((state) => state.user !== null);
  const allowed = useHasPermission(Permission.MANAGE_ACCESS);
  const leaving = useSession((state) => state.leavingTo !== null);
  const refused = hasUser && !allowed;

  useEffect(() => {
    if (refused) void logout();
  }, [refused]);

  if (leaving) return null;
  if (!hasUser) return <Navigate to={paths.companyHome(companyId)} replace />;
  if (refused) return null;
  return <Outlet />;
}
