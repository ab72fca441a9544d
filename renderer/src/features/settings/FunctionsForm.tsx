import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { type CompanySettings } from '@boda/contract';
import { FuncFlag } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingVerticalS },
});

/** The function flags the product reads (FuncFlag positions), in position order. */
const FLAGS = Object.entries(FuncFlag).sort((a, b) => a[1] - b[1]);

/** WEB_FUNC_USE positions the product knows, and the room categories (WEB_ROOM_CATEGORY_1 and _3). */
export function FunctionsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  // Positions missing from a short list are off; saving writes every known position.
  const funcUse = FLAGS.map(([, position]) => settings.funcUse[position - 1] === true);
  const saved = { funcUse, instant: settings.roomCategoryInstant, task: settings.roomCategoryTask };
  const { draft, setDraft, dirty, reset } = useDraft(saved);
  const { save, pending, confirmDialog } = useSettingsSave('functions');
  const submit = () =>
    void save(
      {
        funcUse: [...draft.funcUse, ...settings.funcUse.slice(FLAGS.length)],
        roomCategoryInstant: draft.instant,
        roomCategoryTask: draft.task,
      },
      ['funcUse', 'roomCategoryInstant', 'roomCategoryTask'],
    );
  return (
    <SettingsCard group="functions" dirty={dirty} pending={pending} onReset={reset} onSave={submit}>
      <div className={styles.grid}>
        {FLAGS.map(([name], index) => (
          <Switch
            key={name}
            checked={draft.funcUse[index]}
            label={t(`functions.${name}`)}
            onChange={(_e, d) => setDraft({ ...draft, funcUse: draft.funcUse.map((on, i) => (i === index ? d.checked : on)) })}
            data-testid={`settings-func-${name}`}
          />
        ))}
        <Switch
          checked={draft.instant}
          label={t('functions.roomCategoryInstant')}
          onChange={(_e, d) => setDraft({ ...draft, instant: d.checked })}
          data-testid="settings-room-instant"
        />
        <Switch
          checked={draft.task}
          label={t('functions.roomCategoryTask')}
          onChange={(_e, d) => setDraft({ ...draft, task: d.checked })}
          data-testid="settings-room-task"
        />
      </div>
      {confirmDialog}
    </SettingsCard>
  );
}
