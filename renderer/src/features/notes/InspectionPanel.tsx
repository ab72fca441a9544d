import { useEffect, useRef, useState } from 'react';
import { Body1, Button, Field, makeStyles, Spinner, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkStarburstRegular } from '@fluentui/react-icons';
import { CONFIRM_COMMENT_MAX, mayRecall, NoteStatus, type NoteSolution, type NoteSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useModReview, useModSolution, useModStatus, useRecall } from './mutations';
import { QuestionRow } from './QuestionRow';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', maxHeight: '50vh', overflowY: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface InspectionPanelProps {
  note: NoteSummary;
  solutions: NoteSolution[] | undefined;
  /** The task's teacher: mark, correct, comment, complete, recall. Otherwise the results are only shown. */
  inspect: boolean;
  /** Scroll the panel into view when it appears (validation mode). */
  intoView?: boolean;
}

/** Per question the answer and its result; the teacher's review, corrections, feedback, completion and recall. */
export function InspectionPanel({ note, solutions, inspect, intoView = false }: InspectionPanelProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [comment, setComment] = useState(note.confirmComment);
  const [confirmDialog, confirm] = useConfirm('note-confirm');
  const review = useModReview();
  const correct = useModSolution();
  const status = useModStatus();
  const recall = useRecall();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom and old engines lack scrollIntoView; there is nothing to scroll there anyway.
    const element = root.current;
    if (intoView && element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  }, [intoView]);
  const completed = note.noteStatus === NoteStatus.COMPLETED;
  const undecided = solutions?.filter((s) => s.result === null).length ?? 0;
  const recallable = mayRecall(note.noteStatus, note.wrongCount);

  const mark = (solutionNo: number, result: 0 | 1) =>
    review.mutateAsync({ noteIdx: note.noteIdx, solutionNo, result }).catch(handleApiError);
  const saveCorrection = (solutionNo: number, correction: string) =>
    correct.mutateAsync({ noteIdx: note.noteIdx, solutionNo, correction }).catch(handleApiError);
  const complete = async () => {
    const message = undecided > 0 ? t('inspect.completeUndecided', { count: undecided }) : t('inspect.completeMessage');
    if (!(await confirm({ title: t('inspect.completeTitle'), message, confirmLabel: t('inspect.complete') }))) return;
    try {
      await status.mutateAsync({ noteIdx: note.noteIdx, statusCd: NoteStatus.COMPLETED, confirmComment: comment.trim() });
      notify.success(t('inspect.completed'));
    } catch (error) {
      handleApiError(error);
    }
  };
  const askRecall = async () => {
    const ok = await confirm({
      title: t('inspect.recallTitle'),
      message: t('inspect.recallMessage', { count: note.wrongCount }),
      confirmLabel: t('inspect.recall'),
    });
    if (!ok) return;
    try {
      const result = await recall.mutateAsync({ noteIdx: note.noteIdx });
      notify.success(t('inspect.recalled', { count: result.redoCount }));
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <section ref={root} className={styles.root} data-testid="note-inspection" data-inspect={String(inspect)}>
      <Subtitle2 as="h3">{t('review.title')}</Subtitle2>
      {inspect && undecided > 0 && (
        <Body1 className={styles.muted} data-testid="note-left-for-you">
          {t('review.leftForYouCount', { count: undecided })}
        </Body1>
      )}
      {solutions === undefined ? (
        <Spinner size="tiny" label={tc('loading')} />
      ) : solutions.length === 0 ? (
        <Body1 className={styles.muted}>{t('review.none')}</Body1>
      ) : (
        <div className={styles.list}>
          {solutions.map((s) => (
            <QuestionRow
              key={s.solutionNo}
              solution={s}
              busy={review.isPending}
              onReview={inspect ? (result) => void mark(s.solutionNo, result) : undefined}
              onCorrection={inspect ? (text) => void saveCorrection(s.solutionNo, text) : undefined}
            />
          ))}
        </div>
      )}
      {inspect ? (
        <>
          <Field label={t('inspect.comment')}>
            <Textarea
              value={comment}
              maxLength={CONFIRM_COMMENT_MAX}
              resize="vertical"
              onChange={(_e, d) => setComment(d.value)}
              data-testid="note-comment"
            />
          </Field>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              icon={<CheckmarkStarburstRegular />}
              disabled={status.isPending}
              onClick={() => void complete()}
              data-testid="note-complete"
            >
              {completed ? t('inspect.saveComment') : t('inspect.complete')}
            </Button>
            <Button
              icon={<ArrowUndoRegular />}
              disabled={!recallable || recall.isPending}
              onClick={() => void askRecall()}
              data-testid="note-recall"
            >
              {t('inspect.recall')}
            </Button>
          </div>
        </>
      ) : (
        note.confirmComment && (
          <Field label={t('inspect.comment')}>
            <Body1 data-testid="note-comment-text">{note.confirmComment}</Body1>
          </Field>
        )
      )}
      {confirmDialog}
    </section>
  );
}
