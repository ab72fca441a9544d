import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import {
  DEFAULT_UPLOAD_RULES,
  EXCEL_RULES,
  type FileRules,
  MESSAGE_ATTACHMENT_RULES,
  ROOM_FILE_RULES,
  acceptAttribute,
  checkUploads,
  extensionOf,
  isExtensionAllowed,
} from './uploads';

const MB = 1024 * 1024;
const file = (name: string, size = 1000): { name: string; size: number } => ({ name, size });

describe('rule sets', () => {
  it('match the spec', () => {
    expect(DEFAULT_UPLOAD_RULES).toMatchObject({ maxFiles: 5, maxBytes: 31457280 });
    expect([...DEFAULT_UPLOAD_RULES.extensions].sort()).toEqual(
      ['png', 'jpeg', 'jpg', 'gif', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'hwp', 'hwpx'].sort(),
    );
    expect(DEFAULT_UPLOAD_RULES.refuse).toContain('jfif');
    expect(EXCEL_RULES).toMatchObject({ maxFiles: 1, maxBytes: 10 * MB, extensions: ['xlsx', 'xls'] });
    expect(ROOM_FILE_RULES).toMatchObject({ maxFiles: 5, maxBytes: 500 * MB });
    expect(ROOM_FILE_RULES.extensions).toContain('zip');
    expect(MESSAGE_ATTACHMENT_RULES).toMatchObject({
      maxFiles: 3,
      maxBytes: DEFAULT_UPLOAD_RULES.maxBytes,
      extensions: DEFAULT_UPLOAD_RULES.extensions,
    });
  });

  it('give the accept attribute', () => {
    expect(acceptAttribute(EXCEL_RULES)).toBe('.xlsx,.xls');
  });
});

describe('extensions', () => {
  it('are read case-insensitively from the last dot', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(isExtensionAllowed('scan.JPG', DEFAULT_UPLOAD_RULES)).toBe(true);
    expect(isExtensionAllowed('archive.zip', DEFAULT_UPLOAD_RULES)).toBe(false);
    expect(isExtensionAllowed('archive.zip', ROOM_FILE_RULES)).toBe(true);
    expect(isExtensionAllowed('noext', DEFAULT_UPLOAD_RULES)).toBe(false);
  });

  it('refuse jfif even when a rule set lists it', () => {
    const lax: FileRules = { maxFiles: 5, maxBytes: MB, extensions: ['jfif', 'png'], refuse: [] };
    expect(isExtensionAllowed('photo.JFIF', lax)).toBe(false);
    expect(checkUploads([file('photo.jfif')], lax).error).toEqual({ code: ErrorCode.BAD_FILE_EXTENSION, fileName: 'photo.jfif' });
  });
});

describe('checkUploads', () => {
  it('accepts files within the rules', () => {
    const files = [file('a.png'), file('b.PDF', DEFAULT_UPLOAD_RULES.maxBytes)];
    expect(checkUploads(files, DEFAULT_UPLOAD_RULES)).toEqual({ accepted: files, skippedDuplicates: [], error: null });
  });

  it('skips duplicate names within the batch and already attached ones', () => {
    const result = checkUploads([file('a.png'), file('b.png'), file('a.png'), file('c.png')], DEFAULT_UPLOAD_RULES, ['c.png']);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(result.skippedDuplicates).toEqual(['a.png', 'c.png']);
    expect(result.error).toBeNull();
  });

  it('counts already attached files against the maximum', () => {
    expect(checkUploads([file('a.png'), file('b.png')], MESSAGE_ATTACHMENT_RULES, ['x.png']).error).toBeNull();
    const over = checkUploads([file('a.png'), file('b.png'), file('c.png')], MESSAGE_ATTACHMENT_RULES, ['x.png']);
    expect(over).toEqual({ accepted: [], skippedDuplicates: [], error: { code: ErrorCode.TOO_MANY_FILES } });
  });

  it('does not count skipped duplicates', () => {
    const names = ['1.png', '2.png', '3.png', '4.png', '5.png', '1.png'];
    expect(
      checkUploads(
        names.map((n) => file(n)),
        DEFAULT_UPLOAD_RULES,
      ).error,
    ).toBeNull();
    expect(
      checkUploads(
        [...names, '6.png'].map((n) => file(n)),
        DEFAULT_UPLOAD_RULES,
      ).error,
    ).toEqual({ code: 'WB-400-401' });
  });

  it('refuses a file one byte too large', () => {
    const result = checkUploads([file('a.png'), file('big.pdf', DEFAULT_UPLOAD_RULES.maxBytes + 1)], DEFAULT_UPLOAD_RULES);
    expect(result).toEqual({ accepted: [], skippedDuplicates: [], error: { code: 'WB-400-402', fileName: 'big.pdf' } });
  });

  it('refuses nonsense sizes', () => {
    expect(checkUploads([file('a.png', Number.NaN)], DEFAULT_UPLOAD_RULES).error?.code).toBe('WB-400-402');
    expect(checkUploads([file('a.png', -1)], DEFAULT_UPLOAD_RULES).error?.code).toBe('WB-400-402');
  });

  it('checks the extension before the size, file by file', () => {
    const files = [file('big.pdf', 40 * MB), file('x.exe')];
    expect(checkUploads(files, DEFAULT_UPLOAD_RULES).error).toEqual({ code: 'WB-400-402', fileName: 'big.pdf' });
    expect(checkUploads([file('x.exe', 40 * MB)], DEFAULT_UPLOAD_RULES).error).toEqual({ code: 'WB-400-403', fileName: 'x.exe' });
  });

  it('allows one Excel file of 10 MB', () => {
    expect(checkUploads([file('users.XLSX', 10 * MB)], EXCEL_RULES).error).toBeNull();
    expect(checkUploads([file('users.xlsx', 10 * MB + 1)], EXCEL_RULES).error?.code).toBe('WB-400-402');
    expect(checkUploads([file('users.csv')], EXCEL_RULES).error?.code).toBe('WB-400-403');
    expect(checkUploads([file('a.xls'), file('b.xls')], EXCEL_RULES).error?.code).toBe('WB-400-401');
  });

  it("keeps the caller's file objects", () => {
    const picked = [{ name: 'a.png', size: 1, lastModified: 5 }];
    expect(checkUploads(picked, DEFAULT_UPLOAD_RULES).accepted[0]).toBe(picked[0]);
  });
});
