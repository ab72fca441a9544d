import { Navigate, useParams } from 'react-router-dom';
import { paths } from './paths';

/** Unknown paths under a company go to the company home (foundation.md 2). */
export function CompanyHomeRedirect() {
  const { companyId } = useParams();
  return <Navigate to={paths.companyHomeOrLanding(companyId)} replace />;
}
