import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageErrorCode } from '@boda/contract';
import { isApiError } from '../../api/errors';
import { ErrorPage } from '../../features/errors';

/** A render or loader failure anywhere in the tree shows the system-error page (or not-found for 404s). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage variant="notFound" />;
  console.error('[route]', error);
  return <ErrorPage variant="system" code={isApiError(error) ? error.code : PageErrorCode.NO_ERROR_CODE} />;
}
