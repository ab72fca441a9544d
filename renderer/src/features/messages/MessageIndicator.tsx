import { Button, CounterBadge, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useEmergencyMode } from '../../api/sessionHooks';
import { refreshNewMessages, useNewMessages } from './queries';
import { useMessageCheck } from './useMessageCheck';
import { useNewMessageNotification } from './useNewMessageNotification';
import { platform } from '../../platform';
import { paths } from '../../app/router/paths';

// The count sits beside the envelope, inside the button: drawn over the icon's corner it hid part of
// the envelope, and past the button's edge it ran into the next header button.
const useStyles = makeStyles({
  withCount: { minWidth: 'auto', columnGap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
});

/** The desktop app announces new messages (homework reminders) as OS notifications; the web build shows only the badge. */
const OS_NOTIFICATION = platform.kind === 'electron' ? platform.showNotification : null;

/** The header's message icon with the new-message indicator (EXIST_NEW every 60 s and on focus; off in emergency mode). */
export function MessageIndicator({ area, companyId }: { area: 'service' | 'manage'; companyId: string }) {
  const { t } = useTranslation('messages');
  const styles = useStyles();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const emergency = useEmergencyMode();
  const status = useNewMessages();
  useMessageCheck({ check: () => refreshNewMessages(client), enabled: signedIn && !emergency });
  const count = emergency ? 0 : (status.data?.count ?? 0);
  useNewMessageNotification({ count: emergency ? undefined : status.data?.count, show: OS_NOTIFICATION });
  const base = paths.messageList(companyId, area, 'recv');
  return (
    <Tooltip content={count > 0 ? t('indicator.new', { count }) : t('indicator.none')} relationship="label">
      <Button
        appearance="subtle"
        icon={<MailRegular />}
        className={count > 0 ? styles.withCount : undefined}
        onClick={() => void navigate(base)}
        data-testid="message-indicator"
        data-new={count > 0 ? 'true' : 'false'}
      >
        {count > 0 ? <CounterBadge count={count} size="small" color="danger" data-testid="message-indicator-badge" /> : null}
      </Button>
    </Tooltip>
  );
}
