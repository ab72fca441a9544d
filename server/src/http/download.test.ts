import { describe, expect, it } from 'vitest';
import { attachmentDisposition, parseRangeHeader } from './download';

describe('parseRangeHeader (RFC 9110 single byte ranges)', () => {
  it('reads the three forms of one range', () => {
    expect(parseRangeHeader('bytes=0-499')).toEqual({ start: 0, end: 499 });
    expect(parseRangeHeader('bytes=9500-')).toEqual({ start: 9500 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRangeHeader(' Bytes = 5 - 9 ')).toEqual({ start: 5, end: 9 });
    expect(parseRangeHeader('bytes=-0')).toEqual({ suffix: 0 });
  });

  it('ignores what it cannot serve as one range, so the whole file is sent', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=0-1,4-5',
      'bytes=9-5',
      'items=0-5',
      'bytes=a-b',
      'bytes=1e3-',
      'bytes=99999999999999999999-',
    ]) {
      expect(parseRangeHeader(header)).toBeUndefined();
    }
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('수업 "1".pdf')).toBe(
      `attachment; filename="__ _1_.pdf"; filename*=UTF-8''%EC%88%98%EC%97%85%20%221%22.pdf`,
    );
  });
});
