import type { ProposedAnswer } from './limits';

/** Answers proposed from a quick-answer PDF's text layer (in the pdf worker). */
export async function extractAnswersFromFile(_path: string): Promise<ProposedAnswer[]> {
  return [];
}
