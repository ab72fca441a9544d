import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  'data-testid'?: string;
}

/** A Fluent button that opens a page of the site (one control, not a button inside a link). */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}
