import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Limits, memoSchema } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateTime } from '../../ui/DateTime';
import { notify } from '../../ui/feedback';
import { SchemaForm, TextAreaField, useSchemaForm } from '../../ui/form';
import { useSaveMemo } from './mutations';
import { useMemos } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  box: { minHeight: '74px', maxHeight: '200px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { padding: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  content: { whiteSpace: 'pre-wrap', margin: 0 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const memoFormSchema = z.object({ content: memoSchema });

/** Memos about a user: content, author and time, newest first; register one of at most 200 characters. */
export function MemoTab({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation('users');
  const styles = useStyles();
  const memos = useMemos(userIdx);
  const save = useSaveMemo();
  const form = useSchemaForm(memoFormSchema, { content: '' });
  const content = form.watch('content');

  return (
    <div className={styles.root} data-testid="memo-tab">
      <SchemaForm
        form={form}
        className={styles.root}
        onSubmit={async (values) => {
          await save.mutateAsync({ userIdx, content: values.content });
          form.reset();
          notify.success(t('memo.saved'));
        }}
      >
        <TextAreaField
          name="content"
          label={t('memo.new')}
          hint={`${Array.from(content).length}/${Limits.MEMO_MAX}`}
          input={{ className: styles.box, resize: 'vertical', maxLength: Limits.MEMO_MAX }}
          testId="memo-content"
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting} data-testid="memo-save">
            {t('memo.register')}
          </Button>
        </div>
      </SchemaForm>
      <ul className={styles.list} data-testid="memo-list">
        {(memos.data ?? []).map((memo) => (
          <li key={memo.memoIdx} className={styles.item} data-testid="memo-item">
            <p className={styles.content}>{memo.content}</p>
            <span className={styles.meta}>
              {memo.regUserName} · <DateTime value={memo.regDatetime} kind="dateTime" />
            </span>
          </li>
        ))}
        {memos.data?.length === 0 && <li className={styles.meta}>{t('memo.empty')}</li>}
      </ul>
    </div>
  );
}
