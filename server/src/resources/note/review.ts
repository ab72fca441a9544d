import { AnswerType, parseChoiceAnswer, ReviewSource, type ReviewSourceValue, type Solution } from '@boda/contract';
import type { NoteSolutionRow } from '../../db/schema';
import type { AnswerValidator } from './validator';

/*
 * Auto review on submission (a task with autoReview 1): each answer against the textbook's. Choices are
 * equal as sets ('4,2' is '2,4'); typed answers compare trimmed, ignoring case and full/half width (NFKC).
 * A blank answer is wrong. A question whose textbook answer is empty stays undecided (the teacher's), unless
 * the configured validator decides a typed one.
 */

export interface Verdict {
  result: 0 | 1 | null;
  reviewSource: ReviewSourceValue | null;
}

const UNDECIDED: Verdict = { result: null, reviewSource: null };

export function normalizeTextAnswer(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** 1 or 0 against the textbook's answer, or null when the textbook gives none. */
export function compareAnswer(answerType: number, answer: string, correct: string | undefined): 0 | 1 | null {
  if (answer.trim() === '') return 0;
  if (correct === undefined || correct.trim() === '') return null;
  if (answerType === AnswerType.CHOICE) {
    const given = parseChoiceAnswer(answer);
    const expected = parseChoiceAnswer(correct);
    if (!given || !expected) return 0;
    return given.length === expected.length && given.every((c, i) => c === expected[i]) ? 1 : 0;
  }
  return normalizeTextAnswer(answer) === normalizeTextAnswer(correct) ? 1 : 0;
}

/** The verdict on one question (auto review on). */
export async function reviewAnswer(
  solution: Pick<NoteSolutionRow, 'solutionNo' | 'answerType' | 'answer'>,
  bookAnswers: ReadonlyMap<number, Solution>,
  validator: AnswerValidator | null,
): Promise<Verdict> {
  const correct = bookAnswers.get(solution.solutionNo)?.Ans;
  const result = compareAnswer(solution.answerType, solution.answer, correct);
  if (result !== null) return { result, reviewSource: ReviewSource.AUTO };
  if (validator && solution.answerType === AnswerType.TEXT) {
    const verdict = await validator.validate(
      { solutionNo: solution.solutionNo, answerType: AnswerType.TEXT, correctAnswer: correct ?? '' },
      solution.answer,
    );
    if (verdict && (verdict.result === 0 || verdict.result === 1)) return { result: verdict.result, reviewSource: ReviewSource.VALIDATOR };
  }
  return UNDECIDED;
}
