import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('file sizes', () => {
  it('read the same units in Korean and English, with a space and no raw "byte"', () => {
    for (const language of ['ko', 'en']) {
      expect(formatFileSize(353, language)).toBe('353 B');
      expect(formatFileSize(176, language)).toBe('176 B');
      expect(formatFileSize(7.4 * 1024 * 1024, language)).toBe('7.4 MB');
      expect(formatFileSize(1536, language)).toBe('1.5 KB');
      expect(formatFileSize(3 * 1024 ** 3, language)).toBe('3 GB');
    }
    expect(formatFileSize(1_500_000_000_000, 'en')).toBe('1,397 GB');
  });
});
