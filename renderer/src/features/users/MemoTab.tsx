import { useState } from 'react';
import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { Limits, validateMemo } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import { handleApiError, notify } from '../../ui/feedback';
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

/** Memos about a user: content, author and time, newest first; register one of at most 200 characters. */
export function MemoTab({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation('users');
  const { t: tv } = useTranslation('validation');
  const styles = useStyles();
  const memos = useMemos(userIdx);
  const save = useSaveMemo();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async () => {
    const issue = validateMemo(content);
    setError(issue ? tv(issue.key) : undefined);
    if (issue) return;
    try {
      await save.mutateAsync({ userIdx, content });
      setContent('');
      notify.success(t('memo.saved'));
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <div className={styles.root} data-testid="memo-tab">
      <Field
        label={t('memo.new')}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
        hint={`${Array.from(content).length}/${Limits.MEMO_MAX}`}
      >
        <Textarea
          className={styles.box}
          resize="vertical"
          value={content}
          maxLength={Limits.MEMO_MAX}
          onChange={(_e, d) => setContent(d.value)}
          data-testid="memo-content"
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={save.isPending} onClick={() => void submit()} data-testid="memo-save">
          {t('memo.register')}
        </Button>
      </div>
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
