import { CenteredLayout } from './CenteredLayout';

/** SSO entry pages (/sso/*); the company login page draws its own branded frame. */
export function LoginLayout() {
  return <CenteredLayout name="login" />;
}
