import {
  AnswerType,
  CHOICE_MAX,
  CIRCLED_DIGITS,
  formatChoiceAnswer,
  parseChoiceAnswer,
  type Solution,
  solutionProblems,
  type SolutionProblemKind,
} from '@boda/contract';

/*
 * The answer editor's model (manage-area 2 "Answer editor", 5 "Books"): per question either a
 * multiple-choice answer (circled digits 1 to 5, several allowed, at least one) or another answer
 * type with a text. The stored form and its rules are the contract's (rules/bookAnswers.ts): this
 * file turns them into what the editor's controls hold. Proposals from the quick-answer PDF sit
 * beside the answers until the author accepts them; nothing is saved without the author's save.
 */

export const CHOICES = Array.from({ length: CHOICE_MAX }, (_v, i) => i + 1);

export type AnswerKind = 'choice' | 'text';

export interface AnswerDraft {
  questionNo: number;
  kind: AnswerKind;
  /** Ascending, no repeats. */
  choices: number[];
  text: string;
}

export type AnswerProblem = SolutionProblemKind;

/** ① for 1 ... ⑤ for 5. */
export const circled = (choice: number) => CIRCLED_DIGITS[choice - 1] ?? String(choice);

export function toggleChoice(answer: AnswerDraft, choice: number): AnswerDraft {
  const has = answer.choices.includes(choice);
  return { ...answer, choices: has ? answer.choices.filter((c) => c !== choice) : [...answer.choices, choice].sort((a, b) => a - b) };
}

export function fromSolution(s: Solution): AnswerDraft {
  return s.AnsTy === AnswerType.CHOICE
    ? { questionNo: s.PNo, kind: 'choice', choices: parseChoiceAnswer(s.Ans) ?? [], text: '' }
    : { questionNo: s.PNo, kind: 'text', choices: [], text: s.Ans };
}

export function toSolutions(answers: readonly AnswerDraft[]): Solution[] {
  return answers.map((a) =>
    a.kind === 'choice'
      ? { PNo: a.questionNo, AnsTy: AnswerType.CHOICE, Ans: formatChoiceAnswer(a.choices) }
      : { PNo: a.questionNo, AnsTy: AnswerType.TEXT, Ans: a.text },
  );
}

/** An unanswered question: multiple choice by default, the commonest kind in workbooks. */
export function blankAnswer(questionNo: number): AnswerDraft {
  return { questionNo, kind: 'choice', choices: [], text: '' };
}

/**
 * The editor's questions: the stored answers, plus a blank question for each proposal the stored
 * ones lack (so every proposal has a row to be accepted into), by question number.
 */
export function questionsOf(stored: readonly Solution[], proposals: readonly AnswerDraft[] = []): AnswerDraft[] {
  const byNo = new Map(stored.map((s) => [s.PNo, fromSolution(s)]));
  for (const p of proposals) if (!byNo.has(p.questionNo)) byNo.set(p.questionNo, blankAnswer(p.questionNo));
  return [...byNo.values()].sort((a, b) => a.questionNo - b.questionNo);
}

/** The contract's answer rule: flagged answers by question number (a choice needs at least one; a text is required). */
export function validateAnswers(answers: readonly AnswerDraft[]): Map<number, AnswerProblem> {
  return new Map(solutionProblems(toSolutions(answers)).map((p) => [p.PNo, p.problem]));
}

export function sameAnswer(a: AnswerDraft, b: AnswerDraft): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'choice' ? a.choices.join(',') === b.choices.join(',') : a.text.trim() === b.text.trim();
}

export function sameAnswers(a: readonly AnswerDraft[], b: readonly AnswerDraft[]): boolean {
  return a.length === b.length && a.every((x, i) => x.questionNo === b[i].questionNo && sameAnswer(x, b[i]));
}

/** Takes a proposal as the question's answer. */
export function acceptProposal(answers: readonly AnswerDraft[], proposal: AnswerDraft): AnswerDraft[] {
  return answers.map((a) => (a.questionNo === proposal.questionNo ? { ...proposal } : a));
}

/** The proposals still open: those that differ from the question's current answer. */
export function openProposals(answers: readonly AnswerDraft[], proposals: readonly AnswerDraft[]): Map<number, AnswerDraft> {
  const byNo = new Map(answers.map((a) => [a.questionNo, a]));
  const open = new Map<number, AnswerDraft>();
  for (const p of proposals) {
    const current = byNo.get(p.questionNo);
    if (current && !sameAnswer(current, p)) open.set(p.questionNo, p);
  }
  return open;
}

/** The answer as the list shows it: "①, ③" or the text. */
export function answerLabel(answer: AnswerDraft): string {
  return answer.kind === 'choice' ? answer.choices.map(circled).join(', ') : answer.text;
}
