import { Navigate, useParams } from 'react-router-dom';

/**
 * /{companyId}/main. service-area 2.1 sends students on mobile with homework configured to the task
 * area; until the homework issue lands everyone (and always in emergency mode) goes to the room list.
 */
export function ServiceMainRedirect() {
  const { companyId = '' } = useParams();
  return <Navigate to={`/${encodeURIComponent(companyId)}/room/list`} replace />;
}
