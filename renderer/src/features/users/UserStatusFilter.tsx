import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTER_BITS, toggleStatusBit } from './userStatus';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS } });

/** Use / pause / out as a bitmask; the last checked box cannot be cleared. */
export function UserStatusFilter({ mask, onChange }: { mask: number; onChange(mask: number): void }) {
  const { t } = useTranslation('users');
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={t('list.statusFilter')} data-testid="user-status-filter">
      {STATUS_FILTER_BITS.map(({ bit, key }) => (
        <Checkbox
          key={key}
          label={t(`status.${key}`)}
          checked={(mask & bit) !== 0}
          onChange={() => onChange(toggleStatusBit(mask, bit))}
          data-testid={`user-status-filter-${key}`}
        />
      ))}
    </div>
  );
}
