import type { ReactElement } from 'react';
import { ToggleButton, Tooltip } from '@fluentui/react-components';

export interface ControlButtonProps {
  label: string;
  icon: ReactElement;
  checked?: boolean;
  onClick(): void;
  testId: string;
  appearance?: 'primary' | 'subtle' | 'secondary';
  disabled?: boolean;
}

/** An icon button of the class's toolbar: its label is its accessible name and its tooltip. */
export function ControlButton({ label, icon, checked, onClick, testId, appearance = 'subtle', disabled }: ControlButtonProps) {
  return (
    <Tooltip content={label} relationship="label">
      <ToggleButton
        appearance={appearance}
        size="large"
        icon={icon}
        checked={checked ?? false}
        aria-pressed={checked === undefined ? undefined : checked}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      />
    </Tooltip>
  );
}
