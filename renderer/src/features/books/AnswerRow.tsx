import { TEXT_ANSWER_MAX } from '@boda/contract';
import { Badge, Button, Field, Input, makeStyles, mergeClasses, Select, ToggleButton, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, LightbulbRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { type AnswerDraft, type AnswerKind, type AnswerProblem, answerLabel, CHOICES, circled, toggleChoice } from './answerSheet';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '56px 160px minmax(240px, 1fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  flagged: { backgroundColor: tokens.colorPaletteRedBackground1 },
  number: { fontWeight: tokens.fontWeightSemibold, paddingTop: tokens.spacingVerticalXS },
  choices: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  choice: { minWidth: '40px', fontSize: tokens.fontSizeBase400 },
  proposal: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
  answerCell: { display: 'flex', flexDirection: 'column' },
});

export interface AnswerRowProps {
  answer: AnswerDraft;
  problem: AnswerProblem | undefined;
  /** The quick answer's reading of this question when it differs from the answer. */
  proposal: AnswerDraft | undefined;
  onChange(next: AnswerDraft): void;
  onAccept(): void;
}

/** One question: its answer type, then circled digits 1 to 5 (several allowed) or a text; a proposal offered beside it. */
export function AnswerRow({ answer, problem, proposal, onChange, onAccept }: AnswerRowProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const no = answer.questionNo;
  return (
    <div
      className={mergeClasses(styles.row, problem && styles.flagged)}
      data-testid="answer-row"
      data-question={no}
      data-flagged={problem ?? ''}
    >
      <span className={styles.number}>{t('answers.questionNo', { no })}</span>
      <Select
        aria-label={t('answers.kindOf', { no })}
        value={answer.kind}
        onChange={(_e, d) => onChange({ ...answer, kind: d.value as AnswerKind })}
        data-testid="answer-kind"
      >
        <option value="choice">{t('answers.kind.choice')}</option>
        <option value="text">{t('answers.kind.text')}</option>
      </Select>
      <div className={styles.answerCell}>
        <Field validationState={problem ? 'error' : 'none'} validationMessage={problem ? t(`answers.problem.${problem}`) : undefined}>
          {answer.kind === 'choice' ? (
            <div className={styles.choices} role="group" aria-label={t('answers.choicesOf', { no })}>
              {CHOICES.map((c) => (
                <ToggleButton
                  key={c}
                  className={styles.choice}
                  checked={answer.choices.includes(c)}
                  // A chosen digit must read as chosen at a glance, not only as a lighter grey.
                  appearance={answer.choices.includes(c) ? 'primary' : 'secondary'}
                  aria-label={t('answers.choiceLabel', { choice: c })}
                  onClick={() => onChange(toggleChoice(answer, c))}
                  data-testid={`answer-choice-${c}`}
                >
                  {circled(c)}
                </ToggleButton>
              ))}
            </div>
          ) : (
            <Input
              value={answer.text}
              maxLength={TEXT_ANSWER_MAX}
              aria-label={t('answers.textOf', { no })}
              onChange={(_e, d) => onChange({ ...answer, text: d.value })}
              data-testid="answer-text"
            />
          )}
        </Field>
        {proposal && (
          <div className={styles.proposal} data-testid="answer-proposal">
            <Badge appearance="tint" color="informative" icon={<LightbulbRegular />}>
              {t('answers.proposed', { answer: answerLabel(proposal) })}
            </Badge>
            <Button size="small" icon={<CheckmarkRegular />} onClick={onAccept} data-testid="answer-accept">
              {t('answers.accept')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
