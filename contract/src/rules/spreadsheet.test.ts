import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet';

describe('spreadsheetText', () => {
  it('makes text that a spreadsheet would take as a formula plain text', () => {
    for (const typed of ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetText(typed)).toBe(`'${typed}`);
    }
  });

  it('leaves ordinary text as it is, including signs later in the text', () => {
    for (const typed of ['Student Han', '홍길동', 'a=b', 'x-1', 'mail@example.com', '', "'already"]) {
      expect(spreadsheetText(typed)).toBe(typed);
    }
  });
});
