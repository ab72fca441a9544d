import { describe, expect, it } from 'vitest';
import { answersFromProposal } from '../book/conversion';
import { compareAnswer } from './review';

describe('auto review', () => {
  it('compares choices as sets and typed answers trimmed, ignoring case and width', () => {
    expect(compareAnswer(1, '4,2', '2,4')).toBe(1);
    expect(compareAnswer(1, '2', '2,4')).toBe(0);
    expect(compareAnswer(2, ' ＡbC ', 'abc')).toBe(1);
    expect(compareAnswer(2, '１２', '12')).toBe(1);
    expect(compareAnswer(2, '', 'abc')).toBe(0);
    expect(compareAnswer(2, 'abc', '')).toBeNull();
  });
});

describe('adopting the quick answer (ADD_DEPLOY with auto review)', () => {
  it('takes the proposal a book without answers, keeping only the questions the answer rules accept', () => {
    const proposal = [
      { PNo: 2, AnsTy: 1 as const, Ans: '4,2' },
      { PNo: 1, AnsTy: 2 as const, Ans: ' 12 ' },
      { PNo: 3, AnsTy: 1 as const, Ans: '9' },
    ];
    expect(answersFromProposal({ solutionList: [] }, proposal)).toEqual({
      solutionList: [
        { PNo: 1, AnsTy: 2, Ans: '12' },
        { PNo: 2, AnsTy: 1, Ans: '2,4' },
      ],
      questionCount: 2,
      answerCount: 2,
    });
    expect(answersFromProposal({ solutionList: [{ PNo: 1, AnsTy: 2, Ans: 'x' }] }, proposal)).toEqual({});
  });
});
