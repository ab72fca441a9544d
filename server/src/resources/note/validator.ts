import type { AnswerTypeCd } from '@boda/contract';

/*
 * An optional second opinion on typed answers the book cannot decide (its answer is empty), e.g. an AI
 * model. None is configured by default: the environment variable ANSWER_VALIDATOR names one that was
 * registered here (server/README.md), and those answers are otherwise left for the teacher.
 */

export interface ValidatorQuestion {
  solutionNo: number;
  answerType: AnswerTypeCd;
  /** The textbook's answer ('' when it has none). */
  correctAnswer: string;
}

export interface AnswerValidator {
  /** 1 correct, 0 wrong; null when it cannot tell (the teacher decides). */
  validate(question: ValidatorQuestion, answer: string): Promise<{ result: 0 | 1 } | null> | { result: 0 | 1 } | null;
}

export const ANSWER_VALIDATOR_ENV = 'ANSWER_VALIDATOR';

const validators = new Map<string, AnswerValidator>();

/** Makes a validator available under a name (ANSWER_VALIDATOR=<name> turns it on). */
export function registerAnswerValidator(name: string, validator: AnswerValidator): () => void {
  validators.set(name, validator);
  return () => validators.delete(name);
}

/** The validator the environment names, or null; a name nobody registered is a configuration error. */
export function configuredValidator(env: NodeJS.ProcessEnv = process.env): AnswerValidator | null {
  const name = env[ANSWER_VALIDATOR_ENV]?.trim();
  if (!name) return null;
  const validator = validators.get(name);
  if (!validator) throw new Error(`${ANSWER_VALIDATOR_ENV}=${name} names no registered answer validator`);
  return validator;
}
