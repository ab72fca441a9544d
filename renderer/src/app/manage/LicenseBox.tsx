import { Caption1, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LicenseType, VERSION_LABEL } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  usage: { fontVariantNumeric: 'tabular-nums' },
  version: { color: tokens.colorNeutralForeground3 },
});

/** Sidebar license box (type, usage / count) and the version label; a click opens the matching statistic. */
export function LicenseBox({ companyId }: { companyId: string }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const navigate = useNavigate();
  const license = useSession((state) => state.bodaSetting?.license ?? null);
  const concurrent = license?.licenseTypeCd === LicenseType.CONCURRENCY;
  const target = paths.manage(companyId, concurrent ? 'statistic/join/concurrent' : 'statistic/join/account');
  return (
    <div className={styles.root}>
      {license ? (
        <button
          type="button"
          className={styles.box}
          onClick={() => void navigate(target)}
          data-testid="license-box"
          data-license-type={license.licenseTypeCd}
        >
          <Caption1>{t(`license.type.${license.licenseTypeCd}`, { defaultValue: t('license.type.unknown') })}</Caption1>
          <Text weight="semibold" className={styles.usage} data-testid="license-usage">
            {t('license.usage', { usage: license.licenseUsage, total: license.licenseCount })}
          </Text>
          <ProgressBar
            value={license.licenseCount > 0 ? Math.min(1, license.licenseUsage / license.licenseCount) : 0}
            thickness="large"
            aria-label={t(`license.type.${license.licenseTypeCd}`, { defaultValue: t('license.type.unknown') })}
            aria-valuetext={t('license.usage', { usage: license.licenseUsage, total: license.licenseCount })}
          />
        </button>
      ) : null}
      <Caption1 className={styles.version} data-testid="version-label">
        {t('version', { version: VERSION_LABEL })}
      </Caption1>
    </div>
  );
}
