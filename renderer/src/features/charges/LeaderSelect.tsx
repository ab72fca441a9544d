import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLeaders } from './queries';

// The label takes its own width (a horizontal Field gives it a third and the dropdown spilled over the period).
const useStyles = makeStyles({ field: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: tokens.spacingHorizontalS } });

/** The leader selector: every class, or one teacher's or open teacher's. */
export function LeaderSelect({ value, onChange }: { value: number | undefined; onChange(leaderIdx: number | undefined): void }) {
  const { t } = useTranslation('charges');
  const styles = useStyles();
  const leaders = useLeaders().data ?? [];
  const chosen = leaders.find((l) => l.userIdx === value);
  const label = (l: { userName: string; userId: string }) => `${l.userName} (${l.userId})`;
  return (
    <Field className={styles.field} label={t('leader.label')} orientation="horizontal">
      <Dropdown
        value={chosen ? label(chosen) : t('leader.all')}
        selectedOptions={[value === undefined ? 'all' : String(value)]}
        onOptionSelect={(_e, d) => onChange(d.optionValue === 'all' || d.optionValue === undefined ? undefined : Number(d.optionValue))}
        data-testid="settlement-leader"
      >
        <Option value="all">{t('leader.all')}</Option>
        {leaders.map((l) => (
          <Option key={l.userIdx} value={String(l.userIdx)} text={label(l)}>
            {label(l)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
