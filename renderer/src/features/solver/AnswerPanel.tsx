import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { NoteSolution } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { AnswerRow } from './AnswerRow';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM },
});

export interface AnswerPanelProps {
  solutions: readonly NoteSolution[];
  answers: Readonly<Record<number, string>>;
  isEditable(solution: NoteSolution): boolean;
  onChange(solutionNo: number, answer: string): void;
}

/** The answer sheet beside the pages: one row per question of the textbook's answers. */
export function AnswerPanel({ solutions, answers, isEditable, onChange }: AnswerPanelProps) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-label={t('answers.title')} data-testid="solver-answers">
      <Subtitle2>{t('answers.title')}</Subtitle2>
      {solutions.length === 0 && <Body1>{t('answers.none')}</Body1>}
      {solutions.map((solution) => (
        <AnswerRow
          key={solution.solutionNo}
          solution={solution}
          answer={answers[solution.solutionNo] ?? ''}
          editable={isEditable(solution)}
          onChange={onChange}
        />
      ))}
    </section>
  );
}
