/*
 * Answers of a book (manage-area 3 Book solutionJsonStr, 5 "Answer"): per question PNo (question number),
 * AnsTy (answer type) and Ans. A multiple-choice answer is one or more of the circled digits 1 to 5, stored
 * as their digits comma-joined ('2,4'); it needs at least one. The answer editor and textbook.MOD_ANSWER
 * use these functions.
 */

export const AnswerType = { CHOICE: 1, TEXT: 2 } as const;
export type AnswerTypeCd = (typeof AnswerType)[keyof typeof AnswerType];

/** The choices as printed: ① is choice 1. */
export const CIRCLED_DIGITS = ['①', '②', '③', '④', '⑤'] as const;
export const CHOICE_MAX = CIRCLED_DIGITS.length;
export const TEXT_ANSWER_MAX = 200;
export const QUESTIONS_MAX = 2000;

export interface Solution {
  PNo: number;
  AnsTy: AnswerTypeCd;
  Ans: string;
}

/** '2,4' -> [2, 4]; anything that is not a list of choices 1-5 -> null. */
export function parseChoiceAnswer(answer: string): number[] | null {
  if (answer.trim() === '') return [];
  const parts = answer.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[1-5]$/.test(p))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** [4, 2, 2] -> '2,4': the stored form, ascending, each once. */
export function formatChoiceAnswer(choices: readonly number[]): string {
  return [...new Set(choices)].sort((a, b) => a - b).join(',');
}

/** '2,4' -> '②④' for display. */
export function circledChoices(answer: string): string {
  return (parseChoiceAnswer(answer) ?? []).map((c) => CIRCLED_DIGITS[c - 1]).join('');
}

export type SolutionProblemKind =
  'choiceRequired' | 'choiceInvalid' | 'textRequired' | 'textTooLong' | 'questionNoInvalid' | 'questionNoRepeated';

export interface SolutionProblem {
  /** Index in the list. */
  index: number;
  PNo: number;
  problem: SolutionProblemKind;
}

/** Every refused answer; [] when the list may be saved. */
export function solutionProblems(solutions: readonly Solution[]): SolutionProblem[] {
  const problems: SolutionProblem[] = [];
  const seen = new Set<number>();
  solutions.forEach((s, index) => {
    const flag = (problem: SolutionProblemKind) => problems.push({ index, PNo: s.PNo, problem });
    if (!Number.isInteger(s.PNo) || s.PNo < 1) flag('questionNoInvalid');
    else if (seen.has(s.PNo)) flag('questionNoRepeated');
    seen.add(s.PNo);
    if (s.AnsTy === AnswerType.CHOICE) {
      const choices = parseChoiceAnswer(s.Ans);
      if (choices === null) flag('choiceInvalid');
      else if (choices.length === 0) flag('choiceRequired');
    } else if (s.Ans.trim() === '') flag('textRequired');
    else if (s.Ans.length > TEXT_ANSWER_MAX) flag('textTooLong');
  });
  return problems;
}

/** The stored form: choices normalised ('4,2' -> '2,4'), texts trimmed, ordered by question number. */
export function normalizeSolutions(solutions: readonly Solution[]): Solution[] {
  return solutions
    .map((s) => ({ ...s, Ans: s.AnsTy === AnswerType.CHOICE ? formatChoiceAnswer(parseChoiceAnswer(s.Ans) ?? []) : s.Ans.trim() }))
    .sort((a, b) => a.PNo - b.PNo);
}
