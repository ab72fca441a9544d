import { useState } from 'react';
import { Badge, Button, Input, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { AnswerType, circledChoices, CORRECTION_MAX, type NoteSolution } from '@boda/contract';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '40px minmax(0, 1fr) minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  number: { fontWeight: tokens.fontWeightSemibold },
  answer: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, alignItems: 'center' },
  correction: { gridColumn: '2 / -1' },
});

/** An answer as printed: choices as circled digits, text as typed, nothing as a dash. */
export function shownAnswer(answerType: number, answer: string | null): string {
  if (answer === null || answer.trim() === '') return '-';
  return answerType === AnswerType.CHOICE ? circledChoices(answer) || answer : answer;
}

export interface QuestionRowProps {
  solution: NoteSolution;
  /** The teacher's controls; without them the row only shows (the student's completed note). */
  onReview?(result: 0 | 1): void;
  onCorrection?(text: string): void;
  busy?: boolean;
}

/** One question: number, the student's answer, the correct one, the result and who decided it; the teacher marks and corrects. */
export function QuestionRow({ solution, onReview, onCorrection, busy }: QuestionRowProps) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const [correction, setCorrection] = useState(solution.correction);
  const result = solution.result === null ? 'undecided' : solution.result === 1 ? 'correct' : 'wrong';
  const source = solution.reviewSource ? t(`review.source.${solution.reviewSource}`) : null;
  return (
    <div className={styles.row} data-testid="note-question" data-no={solution.solutionNo} data-result={result}>
      <span className={styles.number}>{t('review.questionNo', { no: solution.solutionNo })}</span>
      <span className={styles.answer} data-testid="note-question-answer">
        {shownAnswer(solution.answerType, solution.answer)}
      </span>
      <span className={styles.muted} data-testid="note-question-correct-answer">
        {solution.correctAnswer === null
          ? ''
          : t('review.correctAnswer', { answer: shownAnswer(solution.answerType, solution.correctAnswer) })}
      </span>
      <span className={styles.actions}>
        <Badge
          appearance="tint"
          color={result === 'correct' ? 'success' : result === 'wrong' ? 'danger' : 'warning'}
          data-testid="note-question-result"
          data-source={solution.reviewSource ?? ''}
        >
          {result === 'undecided' ? t('review.leftForYou') : `${t(`review.result.${result}`)}${source ? ` · ${source}` : ''}`}
        </Badge>
        {onReview && (
          <>
            <Tooltip content={t('review.markCorrect')} relationship="label">
              <Button
                size="small"
                icon={<CheckmarkRegular />}
                appearance={result === 'correct' ? 'primary' : 'secondary'}
                disabled={busy || result === 'correct'}
                onClick={() => onReview(1)}
                data-testid="note-question-mark-correct"
              />
            </Tooltip>
            <Tooltip content={t('review.markWrong')} relationship="label">
              <Button
                size="small"
                icon={<DismissRegular />}
                appearance={result === 'wrong' ? 'primary' : 'secondary'}
                disabled={busy || result === 'wrong'}
                onClick={() => onReview(0)}
                data-testid="note-question-mark-wrong"
              />
            </Tooltip>
          </>
        )}
      </span>
      {onCorrection ? (
        <Input
          className={styles.correction}
          size="small"
          value={correction}
          maxLength={CORRECTION_MAX}
          placeholder={t('review.correctionPlaceholder')}
          aria-label={t('review.correctionOf', { no: solution.solutionNo })}
          onChange={(_e, d) => setCorrection(d.value)}
          onBlur={() => correction.trim() !== solution.correction && onCorrection(correction.trim())}
          data-testid="note-question-correction"
        />
      ) : (
        solution.correction && <span className={styles.correction}>{t('review.correction', { text: solution.correction })}</span>
      )}
    </div>
  );
}
