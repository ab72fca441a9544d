import { describe, expect, it } from 'vitest';
import {
  AnswerType,
  circledChoices,
  formatChoiceAnswer,
  normalizeSolutions,
  parseChoiceAnswer,
  type Solution,
  solutionProblems,
  TEXT_ANSWER_MAX,
} from './bookAnswers';

const choice = (PNo: number, Ans: string): Solution => ({ PNo, AnsTy: AnswerType.CHOICE, Ans });
const text = (PNo: number, Ans: string): Solution => ({ PNo, AnsTy: AnswerType.TEXT, Ans });

describe('multiple-choice answers', () => {
  it('parses the stored form into choices 1 to 5, each once, ascending', () => {
    expect(parseChoiceAnswer('2,4')).toEqual([2, 4]);
    expect(parseChoiceAnswer(' 4 , 2,2')).toEqual([2, 4]);
    expect(parseChoiceAnswer('')).toEqual([]);
    expect(parseChoiceAnswer('  ')).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const answer of ['6', '0', '2;4', '2,,4', '①', '2.5', 'a']) expect(parseChoiceAnswer(answer), answer).toBeNull();
  });

  it('formats choices as stored and as printed', () => {
    expect(formatChoiceAnswer([4, 2, 2])).toBe('2,4');
    expect(formatChoiceAnswer([])).toBe('');
    expect(circledChoices('4,2')).toBe('②④');
    expect(circledChoices('1,2,3,4,5')).toBe('①②③④⑤');
    expect(circledChoices('nonsense')).toBe('');
  });
});

describe('solutionProblems', () => {
  it('accepts a valid list', () => {
    expect(solutionProblems([choice(1, '3'), choice(2, '2,4'), text(3, '12')])).toEqual([]);
  });

  it('flags each refused answer by its index and question number', () => {
    const list = [
      choice(1, ''),
      choice(2, '7'),
      text(3, '  '),
      text(4, 'x'.repeat(TEXT_ANSWER_MAX + 1)),
      choice(0, '1'),
      choice(2, '1'),
      choice(2.5, '1'),
    ];
    expect(solutionProblems(list)).toEqual([
      { index: 0, PNo: 1, problem: 'choiceRequired' },
      { index: 1, PNo: 2, problem: 'choiceInvalid' },
      { index: 2, PNo: 3, problem: 'textRequired' },
      { index: 3, PNo: 4, problem: 'textTooLong' },
      { index: 4, PNo: 0, problem: 'questionNoInvalid' },
      { index: 5, PNo: 2, problem: 'questionNoRepeated' },
      { index: 6, PNo: 2.5, problem: 'questionNoInvalid' },
    ]);
  });

  it('normalises for storage: choices sorted, texts trimmed, questions in order', () => {
    expect(normalizeSolutions([text(2, ' 12 '), choice(1, '4, 2')])).toEqual([choice(1, '2,4'), text(2, '12')]);
  });
});
