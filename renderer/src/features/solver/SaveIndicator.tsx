import { Caption1, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, CloudOffRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { errorText } from '../../ui/feedback';
import type { SaveStatus } from './autosaver';

const useStyles = makeStyles({
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  offline: { color: tokens.colorPaletteMarigoldForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** Where the student's work stands: saved, on its way, kept on the device while offline, or refused. */
export function SaveIndicator({ status, error }: { status: SaveStatus; error: unknown }) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const icon = {
    saved: <CheckmarkCircleRegular />,
    saving: <Spinner size="extra-tiny" />,
    offline: <CloudOffRegular />,
    failed: <ErrorCircleRegular />,
  }[status];
  const text =
    status === 'failed'
      ? t('status.failed', { reason: (isApiError(error) && errorText(error.code)) || String(error) })
      : t(`status.${status}`);
  const className = status === 'offline' ? styles.offline : status === 'failed' ? styles.failed : undefined;
  return (
    <Caption1
      className={mergeClasses(styles.status, className)}
      role="status"
      aria-live="polite"
      data-testid="solver-save-status"
      data-status={status}
    >
      {icon}
      {text}
    </Caption1>
  );
}
