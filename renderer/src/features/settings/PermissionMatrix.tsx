import { Checkbox, Text, tokens, makeStyles } from '@fluentui/react-components';
import { type CompanySettings, CONFIGURABLE_USER_TYPES, Permission } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1 } });

const BITS = Object.entries(Permission) as Array<[keyof typeof Permission, number]>;

interface Row {
  userTypeCd: number;
  mask: number;
}

/** Toggles one bit of an unsigned mask; the other bits (also ones this screen does not name) stay. */
export function toggleBit(mask: number, bit: number, on: boolean): number {
  return (on ? mask | bit : mask & ~bit) >>> 0;
}

/** WEB_USER_TYPE_AUTH as a matrix: one row per user type, one column per permission bit. */
export function PermissionMatrix({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const byType = new Map(settings.userTypeAuth.map((e) => [e.userTypeCd, e.mask]));
  const saved: Row[] = CONFIGURABLE_USER_TYPES.map((userTypeCd) => ({ userTypeCd, mask: byType.get(userTypeCd) ?? 0 }));
  const { draft, setDraft, dirty, reset } = useDraft(saved);
  const { save, serverError, pending, confirmDialog } = useSettingsSave('permissions');
  const error = serverError('userTypeAuth');
  const columns: Array<DataColumn<Row>> = [
    { id: 'type', header: t('permissions.userType'), cell: (row) => tc(`userType.${row.userTypeCd}`) },
    ...BITS.map(([name, bit]): DataColumn<Row> => ({
      id: name,
      header: t(`permissions.${name}`),
      cell: (row) => (
        <Checkbox
          checked={(row.mask & bit) >>> 0 === bit}
          aria-label={`${tc(`userType.${row.userTypeCd}`)}: ${t(`permissions.${name}`)}`}
          onChange={(_e, d) =>
            setDraft(draft.map((r) => (r.userTypeCd === row.userTypeCd ? { ...r, mask: toggleBit(r.mask, bit, d.checked === true) } : r)))
          }
          data-testid={`settings-perm-${row.userTypeCd}-${name}`}
        />
      ),
    })),
  ];
  return (
    <SettingsCard
      group="permissions"
      dirty={dirty}
      pending={pending}
      onReset={reset}
      onSave={() => void save({ userTypeAuth: draft }, ['userTypeAuth'])}
    >
      <DataTable
        rows={draft}
        columns={columns}
        rowKey={(row) => row.userTypeCd}
        ariaLabel={t('group.permissions.title')}
        testId="settings-permissions"
        rowTestId="settings-permission-row"
        empty={{ searching: false, nothingYet: '' }}
      />
      {error && (
        <Text role="alert" className={styles.error} data-testid="settings-permissions-error">
          {error}
        </Text>
      )}
      {confirmDialog}
    </SettingsCard>
  );
}
