import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { logout } from '../../api/sessionActions';
import { paths } from '../router/paths';

/**
 * Signed-in company routes: without a token back to the company's login page; a token issued for
 * another company than the route's logs the user out (foundation.md 4).
 */
export function RequireCompanySession() {
  const { companyId = '' } = useParams();
  const hasToken = useSession((state) => state.token !== null);
  const sessionCompany = useSession((state) => state.company?.companyId ?? state.token?.companyId ?? null);
  const leaving = useSession((state) => state.leavingTo !== null);
  const mismatch = hasToken && sessionCompany !== companyId;

  useEffect(() => {
    if (mismatch) void logout({ target: paths.companyHome(companyId) });
  }, [mismatch, companyId]);

  if (leaving) return null;
  if (!hasToken) return <Navigate to={paths.companyHome(companyId)} replace />;
  if (mismatch) return null;
  return <Outlet />;
}
