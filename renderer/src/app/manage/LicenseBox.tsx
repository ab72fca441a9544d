import { Caption1, ProgressBar, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LICENSE_WARNING_RATIO, LicenseType, VERSION_LABEL } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { useLicense } from '../../features/statistics';
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
  warning: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteMarigoldBorder2}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
  },
  full: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  version: { color: tokens.colorNeutralForeground3 },
});

type Level = 'ok' | 'warning' | 'full';

/** Warning from LICENSE_WARNING_RATIO of the count, full at the count (a count of 0 is not metered). */
export function licenseLevel(usage: number, count: number): Level {
  if (count <= 0) return 'ok';
  if (usage >= count) return 'full';
  return usage >= count * LICENSE_WARNING_RATIO ? 'warning' : 'ok';
}

/**
 * Sidebar license box (type, usage / count) and the version label; a click opens the matching statistic.
 * Usage is the live /boda/license (refreshed on focus and every minute), the sign-in's until it answers;
 * near or at the count the box turns warning or full, with a tooltip saying joins beyond it are refused.
 */
export function LicenseBox({ companyId }: { companyId: string }) {
  const { t } = useTranslation('nav');
  const { t: ts } = useTranslation('statistics');
  const styles = useStyles();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.bodaSetting?.license ?? null);
  const live = useLicense(signedIn !== null);
  const license = live.data ?? signedIn;
  const concurrent = license?.licenseTypeCd === LicenseType.CONCURRENCY;
  const level = license ? licenseLevel(license.licenseUsage, license.licenseCount) : 'ok';
  const target = paths.manage(companyId, concurrent ? 'statistic/join/concurrent' : 'statistic/join/account');
  return (
    <div className={styles.root}>
      {license ? (
        <LicenseTooltip
          level={level}
          text={ts(`license.${level === 'full' ? 'full' : 'warning'}`, { usage: license.licenseUsage, total: license.licenseCount })}
        >
          <button
            type="button"
            className={mergeClasses(styles.box, level === 'warning' && styles.warning, level === 'full' && styles.full)}
            data-level={level}
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
              color={level === 'ok' ? 'brand' : level === 'warning' ? 'warning' : 'error'}
              aria-label={t(`license.type.${license.licenseTypeCd}`, { defaultValue: t('license.type.unknown') })}
              aria-valuetext={t('license.usage', { usage: license.licenseUsage, total: license.licenseCount })}
            />
          </button>
        </LicenseTooltip>
      ) : null}
      <Caption1 className={styles.version} data-testid="version-label">
        {t('version', { version: VERSION_LABEL })}
      </Caption1>
    </div>
  );
}

function LicenseTooltip({ level, text, children }: { level: Level; text: string; children: React.ReactElement }) {
  if (level === 'ok') return children;
  return (
    <Tooltip content={text} relationship="description" withArrow>
      {children}
    </Tooltip>
  );
}
