import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Limits, type User, validateUserNameModify } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useModifyName } from '../users';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' } });

/** Name change after a confirmation; the server filters prohibited words and answers the saved name. */
export function NameChangeForm({ user }: { user: User }) {
  const { t } = useTranslation('myinfo');
  const { t: tv } = useTranslation('validation');
  const styles = useStyles();
  const modify = useModifyName();
  const [name, setName] = useState(user.userName);
  const [localError, setError] = useState<string | undefined>(undefined);
  const error = localError ?? fieldErrorFor(modify.error, 'userName');
  const [confirmDialog, confirm] = useConfirm('name-confirm');

  const submit = async () => {
    const issue = validateUserNameModify(name);
    setError(issue ? tv(issue.key) : undefined);
    if (issue || !(await confirm({ title: t('name.title'), message: t('name.confirm', { name: name.trim() }) }))) return;
    try {
      const saved = await modify.mutateAsync({ userIdx: user.userIdx, userName: name });
      setName(saved.userName);
      notify.success(saved.userName === name.trim() ? t('name.saved') : t('name.filtered', { name: saved.userName }));
    } catch (e) {
      if (!fieldErrorsCover(e, ['userName'])) handleApiError(e);
    }
  };

  return (
    <div className={styles.row}>
      <Field label={t('name.label')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input value={name} maxLength={Limits.NAME_MAX} onChange={(_e, d) => setName(d.value)} data-testid="myinfo-name" />
      </Field>
      <Button
        appearance="primary"
        disabled={modify.isPending || name.trim() === ''}
        onClick={() => void submit()}
        data-testid="myinfo-name-save"
      >
        {t('name.save')}
      </Button>
      {confirmDialog}
    </div>
  );
}
