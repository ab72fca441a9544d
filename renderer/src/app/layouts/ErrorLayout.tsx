import { CenteredLayout } from './CenteredLayout';

export function ErrorLayout() {
  return <CenteredLayout name="error" />;
}
