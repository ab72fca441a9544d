import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BookOpenRegular, MailRegular, MegaphoneRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { manualPath, TEACHER_TYPES, type UserTypeCd } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useEmergencyMode } from '../../api/sessionHooks';
import { logout } from '../../api/sessionActions';
import { SettingsMenuItem } from '../../features/desktop';
import { platform } from '../../platform';
import { type Area, paths } from '../router/paths';

const useStyles = makeStyles({
  trigger: { maxWidth: '260px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  type: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
});

/**
 * Name (teachers: name and user-type label), my info, messages, notices and board (the service area's
 * way to them; the manage area has them in its menu), the user manual (the company's own, else the
 * product's), desktop settings and logout.
 */
export function UserMenu({ companyId, area }: { companyId: string; area: Area }) {
  const { t } = useTranslation(['nav', 'common']);
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  // Emergency mode closes My info and the service area's messages and notices (foundation.md 4): shown, not usable.
  const emergency = useEmergencyMode();
  if (!user) return null;
  const isTeacher = TEACHER_TYPES.includes(user.userTypeCd as UserTypeCd);
  const typeLabel = t(`common:userType.${user.userTypeCd}`);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Avatar name={user.userName} size={24} color="colorful" />}
          data-testid="header-user-menu"
        >
          <span className={styles.name} data-testid="header-user-name">
            {user.userName}
          </span>
          {isTeacher ? (
            <span className={styles.type} data-testid="header-user-type">
              {typeLabel}
            </span>
          ) : null}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroupHeader>
            {user.userId} · {typeLabel}
          </MenuGroupHeader>
          <MenuItem
            icon={<PersonRegular />}
            onClick={() => void navigate(paths.myInfo(companyId, user.userIdx))}
            disabled={emergency}
            data-testid="header-myinfo"
          >
            {t('header.myInfo')}
          </MenuItem>
          {/* The header's envelope shows new messages; the menu names the boxes for those who look here. */}
          <MenuItem
            icon={<MailRegular />}
            onClick={() => void navigate(paths.messageList(companyId, area, 'recv'))}
            disabled={emergency && area === 'service'}
            data-testid="header-messages"
          >
            {t('header.messages')}
          </MenuItem>
          {area === 'service' && (
            <MenuItem
              icon={<MegaphoneRegular />}
              onClick={() => void navigate(paths.noticeList(companyId))}
              disabled={emergency}
              data-testid="header-notices"
            >
              {t('header.notices')}
            </MenuItem>
          )}
          <MenuItem
            icon={<BookOpenRegular />}
            // A window the desktop app hands to the system browser (the server's own address), as the settings link does.
            onClick={() => void window.open(`${platform.apiBaseUrl()}${manualPath(companyId)}`, '_blank', 'noopener')}
            data-testid="header-manual"
          >
            {t('header.manual')}
          </MenuItem>
          <SettingsMenuItem />
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()} data-testid="header-logout">
            {t('header.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
