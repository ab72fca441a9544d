import { CenteredLayout } from './CenteredLayout';

export function InviteLayout() {
  return <CenteredLayout name="invite" />;
}
