import { Badge, Caption1, Input, makeStyles, mergeClasses, ToggleButton, tokens } from '@fluentui/react-components';
import {
  AnswerType,
  CHOICE_MAX,
  CIRCLED_DIGITS,
  formatChoiceAnswer,
  parseChoiceAnswer,
  TEXT_ANSWER_MAX,
  type NoteSolution,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '4.5rem 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  redo: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  choices: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
  choice: { minWidth: '2.25rem', fontSize: tokens.fontSizeBase400 },
  result: { gridColumn: '2', display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface AnswerRowProps {
  solution: NoteSolution;
  /** The current answer (the student's latest, saved or not). */
  answer: string;
  editable: boolean;
  onChange(solutionNo: number, answer: string): void;
}

/** One question: circled 1-5 toggles (several may be chosen) or a short text; its result once reviewed. */
export function AnswerRow({ solution, answer, editable, onChange }: AnswerRowProps) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const no = solution.solutionNo;
  const chosen = new Set(parseChoiceAnswer(answer) ?? []);

  const toggle = (choice: number) => {
    const next = new Set(chosen);
    if (next.has(choice)) next.delete(choice);
    else next.add(choice);
    onChange(no, formatChoiceAnswer([...next]));
  };

  return (
    <div
      className={mergeClasses(styles.row, solution.redo && styles.redo)}
      data-testid="solver-answer"
      data-solution={no}
      data-editable={editable || undefined}
    >
      <Caption1>{t('answers.question', { no })}</Caption1>
      {solution.answerType === AnswerType.CHOICE ? (
        <div className={styles.choices} role="group" aria-label={t('answers.question', { no })}>
          {Array.from({ length: CHOICE_MAX }, (_, index) => index + 1).map((choice) => (
            <ToggleButton
              key={choice}
              className={styles.choice}
              size="small"
              shape="circular"
              checked={chosen.has(choice)}
              disabled={!editable}
              aria-label={t('answers.choice', { choice })}
              onClick={() => toggle(choice)}
              data-testid={`solver-choice-${no}-${choice}`}
            >
              {CIRCLED_DIGITS[choice - 1]}
            </ToggleButton>
          ))}
        </div>
      ) : (
        <Input
          value={answer}
          readOnly={!editable}
          disabled={!editable}
          maxLength={TEXT_ANSWER_MAX}
          placeholder={t('answers.textPlaceholder')}
          aria-label={t('answers.textLabel', { no })}
          onChange={(_event, data) => onChange(no, data.value)}
          data-testid={`solver-text-${no}`}
        />
      )}
      <ResultBadges solution={solution} />
    </div>
  );
}

function ResultBadges({ solution }: { solution: NoteSolution }) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  if (!solution.redo && solution.result === null && solution.reviewSource === null) return null;
  return (
    <div className={styles.result} data-testid={`solver-result-${solution.solutionNo}`}>
      {solution.redo && <Badge color="warning">{t('answers.result.redo')}</Badge>}
      {solution.result === 1 && <Badge color="success">{t('answers.result.correct')}</Badge>}
      {solution.result === 0 && !solution.redo && <Badge color="danger">{t('answers.result.wrong')}</Badge>}
      {solution.result === null && !solution.redo && <Badge appearance="outline">{t('answers.result.pending')}</Badge>}
    </div>
  );
}
