import { Button, Tooltip } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';

/** WEB_FRONT_HELP_SITE; hidden when the company has none. */
export function HelpLink() {
  const { t } = useTranslation('nav');
  const helpSite = useSession((state) => state.config?.helpSite ?? null);
  if (!helpSite) return null;
  return (
    <Tooltip content={t('header.help')} relationship="label">
      <Button
        as="a"
        href={helpSite}
        target="_blank"
        rel="noreferrer"
        appearance="subtle"
        icon={<QuestionCircleRegular />}
        data-testid="header-help"
      />
    </Tooltip>
  );
}
