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
import { MailRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { TEACHER_TYPES, type UserTypeCd } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { logout } from '../../api/sessionActions';
import { SettingsMenuItem } from '../../features/desktop';
import { type Area, paths } from '../router/paths';

const useStyles = makeStyles({
  trigger: { maxWidth: '260px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  type: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
});

/** Name (teachers: name and user-type label), my info, messages, desktop settings and logout. */
export function UserMenu({ companyId, area }: { companyId: string; area: Area }) {
  const { t } = useTranslation(['nav', 'common']);
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
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
            data-testid="header-myinfo"
          >
            {t('header.myInfo')}
          </MenuItem>
          {/* The header's envelope shows new messages; the menu names the boxes for those who look here. */}
          <MenuItem
            icon={<MailRegular />}
            onClick={() => void navigate(paths.messageList(companyId, area, 'recv'))}
            data-testid="header-messages"
          >
            {t('header.messages')}
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
