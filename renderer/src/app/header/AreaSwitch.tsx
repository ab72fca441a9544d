import { Button } from '@fluentui/react-components';
import { AppsRegular, SettingsRegular } from '@fluentui/react-icons';
import { Permission } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useHasPermission } from '../../api/sessionHooks';
import { paths } from '../router/paths';

/** Service <-> manage switch, only for users whose type has the manage-access bit (4096). */
export function AreaSwitch({ area, companyId }: { area: 'service' | 'manage'; companyId: string }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const allowed = useHasPermission(Permission.MANAGE_ACCESS);
  if (!allowed) return null;
  return area === 'service' ? (
    <Button
      appearance="outline"
      icon={<SettingsRegular />}
      onClick={() => void navigate(paths.manageHome(companyId))}
      data-testid="header-area-switch"
      data-target="manage"
    >
      {t('header.toManage')}
    </Button>
  ) : (
    <Button
      appearance="outline"
      icon={<AppsRegular />}
      onClick={() => void navigate(paths.serviceMain(companyId))}
      data-testid="header-area-switch"
      data-target="service"
    >
      {t('header.toService')}
    </Button>
  );
}
