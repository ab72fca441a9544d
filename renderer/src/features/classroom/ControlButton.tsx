import type { ReactElement } from 'react';
import { CounterBadge, ToggleButton, Tooltip, makeStyles, tokens } from '@fluentui/react-components';

// With a count the button holds the icon and the count side by side, as narrow as the header's message indicator.
const useStyles = makeStyles({
  withCount: { minWidth: 'auto', columnGap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
});

export interface ControlButtonProps {
  label: string;
  icon: ReactElement;
  checked?: boolean;
  onClick(): void;
  testId: string;
  appearance?: 'primary' | 'subtle' | 'secondary';
  disabled?: boolean;
  /** Something new behind the button (unread messages, raised hands): shown beside the icon; the label says it too. */
  count?: number;
  /** Something new behind the button that is not counted (a drawing on a hidden board): a dot; the label says it too. */
  dot?: boolean;
}

/** An icon button of the class's toolbar: its label is its accessible name and its tooltip. */
export function ControlButton({
  label,
  icon,
  checked,
  onClick,
  testId,
  appearance = 'subtle',
  disabled,
  count = 0,
  dot = false,
}: ControlButtonProps) {
  const styles = useStyles();
  const badge = count > 0 || dot;
  return (
    <Tooltip content={label} relationship="label">
      <ToggleButton
        appearance={appearance}
        size="large"
        icon={icon}
        className={badge ? styles.withCount : undefined}
        checked={checked ?? false}
        aria-pressed={checked === undefined ? undefined : checked}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {badge ? <CounterBadge count={count} dot={count === 0} size="small" color="danger" data-testid={`${testId}-count`} /> : null}
      </ToggleButton>
    </Tooltip>
  );
}
