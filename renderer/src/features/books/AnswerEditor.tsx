import { useMemo, useState } from 'react';
import { Body1, Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { acceptProposal, type AnswerDraft, blankAnswer, openProposals, sameAnswers, validateAnswers } from './answerSheet';
import { AnswerRow } from './AnswerRow';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface AnswerEditorProps {
  /** The stored answers, one per question in order. */
  answers: readonly AnswerDraft[];
  /** Read from the quick-answer PDF; offered, never applied without the author. */
  proposals: readonly AnswerDraft[];
  saving?: boolean;
  /** Resolves when stored; a rejection keeps the author's changes on screen. */
  onSave(answers: AnswerDraft[]): Promise<void>;
  /** Leaves the editor (the route decides where to); asks first when something is unsaved. */
  onClose(): void;
}

/** Questions and their answers, edited together and saved only by the author's save. */
export function AnswerEditor(props: AnswerEditorProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [saved, setSaved] = useState<readonly AnswerDraft[]>(props.answers);
  const [answers, setAnswers] = useState<AnswerDraft[]>(() => [...props.answers]);
  const [checked, setChecked] = useState(false);
  const [confirmDialog, confirm] = useConfirm('answers-cancel-dialog');
  const dirty = !sameAnswers(saved, answers);
  const guard = useUnsavedChangesGuard(dirty);
  const problems = useMemo(() => validateAnswers(answers), [answers]);
  const proposals = useMemo(() => openProposals(answers, props.proposals), [answers, props.proposals]);

  const replace = (next: AnswerDraft) => setAnswers((all) => all.map((a) => (a.questionNo === next.questionNo ? next : a)));
  const acceptAll = () => setAnswers((all) => [...proposals.values()].reduce(acceptProposal, all));
  const addQuestion = () => setAnswers((all) => [...all, blankAnswer((all.at(-1)?.questionNo ?? 0) + 1)]);
  const save = async () => {
    setChecked(true);
    if (problems.size > 0) return;
    try {
      await props.onSave(answers);
      setSaved(answers);
      setChecked(false);
    } catch {
      // Shown by the API layer; the author's answers stay.
    }
  };
  const close = async () => {
    if (dirty && !(await confirm({ title: t('unsaved.title'), message: t('unsaved.discard'), confirmLabel: t('unsaved.discardConfirm') })))
      return;
    guard.release();
    props.onClose();
  };

  return (
    <section className={styles.root} data-testid="answer-editor" data-dirty={dirty}>
      <Body1 className={styles.hint}>{t('answers.hint')}</Body1>
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        {proposals.size > 0 && (
          <Button icon={<CheckmarkCircleRegular />} onClick={acceptAll} data-testid="answers-accept-all">
            {t('answers.acceptAll', { count: proposals.size })}
          </Button>
        )}
        <Button icon={<AddRegular />} onClick={addQuestion} data-testid="answers-add">
          {t('answers.add')}
        </Button>
        <Button onClick={() => void close()} data-testid="answers-close">
          {tc('actions.close')}
        </Button>
        <Button appearance="primary" disabled={props.saving || !dirty} onClick={() => void save()} data-testid="answers-save">
          {t('actions.save')}
        </Button>
      </div>
      {checked && problems.size > 0 && (
        <MessageBar intent="error" data-testid="answers-problems">
          <MessageBarBody>{t('answers.fixFlagged', { count: problems.size })}</MessageBarBody>
        </MessageBar>
      )}
      {answers.length === 0 && <Body1 className={styles.hint}>{t('answers.empty')}</Body1>}
      {answers.map((a) => (
        <AnswerRow
          key={a.questionNo}
          answer={a}
          problem={checked ? problems.get(a.questionNo) : undefined}
          proposal={proposals.get(a.questionNo)}
          onChange={replace}
          onAccept={() => {
            const proposal = proposals.get(a.questionNo);
            if (proposal) setAnswers((all) => acceptProposal(all, proposal));
          }}
        />
      ))}
      {confirmDialog}
      {guard.dialog}
    </section>
  );
}
