/*
 * The answer editor's model (manage-area 2 "Answer editor", 5 "Books"): per question either a
 * multiple-choice answer (circled digits 1 to 5, several allowed, at least one) or another answer
 * type with a text. Proposals from the quick-answer PDF sit beside the answers until the author
 * accepts them; nothing is saved without the author's save.
 */

export const CHOICES = [1, 2, 3, 4, 5] as const;
export type Choice = (typeof CHOICES)[number];

export type AnswerKind = 'choice' | 'text';

export interface AnswerDraft {
  questionNo: number;
  kind: AnswerKind;
  /** Ascending, no repeats. */
  choices: Choice[];
  text: string;
}

export type AnswerProblem = 'noChoice' | 'noText';

const CIRCLED_ONE = 0x2460;

/** ① for 1 ... ⑤ for 5. */
export function circled(choice: Choice): string {
  return String.fromCodePoint(CIRCLED_ONE + choice - 1);
}

/** A choice from a circled digit or a plain one; null for anything else. */
export function choiceOf(token: string): Choice | null {
  const trimmed = token.trim();
  const code = trimmed.codePointAt(0) ?? 0;
  const value = trimmed.length === 1 && code >= CIRCLED_ONE && code < CIRCLED_ONE + 5 ? code - CIRCLED_ONE + 1 : Number(trimmed);
  return (CHOICES as readonly number[]).includes(value) ? (value as Choice) : null;
}

export function toggleChoice(answer: AnswerDraft, choice: Choice): AnswerDraft {
  const has = answer.choices.includes(choice);
  const choices = has ? answer.choices.filter((c) => c !== choice) : [...answer.choices, choice].sort((a, b) => a - b);
  return { ...answer, choices };
}

/** Flagged answers by question number: a multiple-choice answer needs at least one choice, another type a text. */
export function validateAnswers(answers: readonly AnswerDraft[]): Map<number, AnswerProblem> {
  const problems = new Map<number, AnswerProblem>();
  for (const a of answers) {
    if (a.kind === 'choice' && a.choices.length === 0) problems.set(a.questionNo, 'noChoice');
    if (a.kind === 'text' && a.text.trim() === '') problems.set(a.questionNo, 'noText');
  }
  return problems;
}

export function sameAnswer(a: AnswerDraft, b: AnswerDraft): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'choice' ? a.choices.join(',') === b.choices.join(',') : a.text.trim() === b.text.trim();
}

export function sameAnswers(a: readonly AnswerDraft[], b: readonly AnswerDraft[]): boolean {
  return a.length === b.length && a.every((x, i) => x.questionNo === b[i].questionNo && sameAnswer(x, b[i]));
}

/** An unanswered question: multiple choice by default, the commonest kind in workbooks. */
export function blankAnswer(questionNo: number): AnswerDraft {
  return { questionNo, kind: 'choice', choices: [], text: '' };
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
