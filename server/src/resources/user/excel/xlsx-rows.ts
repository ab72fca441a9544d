import { ByteBudget, inflateEntry, readZipDirectory, ZipTooLargeError, ZipUnreadableError, type ZipEntry } from './zip';
import { readXml, XmlMalformedError } from './xml-stream';

/*
 * The rows of an .xlsx's first sheet, read while streaming with every limit checked on the way:
 * the parts' uncompressed size (declared and actual), the number of shared strings, the length of
 * a cell in the columns read, and the number of data rows. Row 1 is the header; a row is kept when
 * any of its first `columns` cells has text. Cells are read the way exceljs presents them: strings
 * trimmed, whole numbers as typed digits, booleans as TRUE/FALSE, errors as ''.
 */

export interface SheetLimits {
  columns: number;
  maxRows: number;
  maxCellChars: number;
  maxUncompressedBytes: number;
  maxSharedStrings: number;
}

export type SheetRefusal = 'unreadable' | 'tooLarge' | 'tooManyRows' | 'cellTooLong';

export class SheetRefusedError extends Error {
  constructor(
    readonly refusal: SheetRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A row: its sheet row number and the text of the first `columns` cells. */
export interface RawRow {
  row: number;
  cells: string[];
}

function columnIndex(ref: string | undefined): number | null {
  const letters = ref ? /^[A-Z]+/i.exec(ref)?.[0] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const ch of letters.toUpperCase()) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}

function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = [...base.split('/').slice(0, -1), ...target.split('/')];
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

class Parts {
  private readonly entries: Map<string, ZipEntry>;
  readonly budget: ByteBudget;
  constructor(
    private readonly zip: Buffer,
    limits: SheetLimits,
  ) {
    const entries = readZipDirectory(zip, 10_000);
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxUncompressedBytes) throw new ZipTooLargeError(`declares ${declared} bytes uncompressed`);
    this.entries = new Map(entries.map((e) => [e.name, e]));
    this.budget = new ByteBudget(limits.maxUncompressedBytes);
  }
  has(name: string): boolean {
    return this.entries.has(name);
  }
  read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw new ZipUnreadableError(`missing part ${name}`);
    return inflateEntry(this.zip, entry, this.budget);
  }
}

/** Relationship id -> target path of a part's .rels file, with the type of each. */
async function relationships(parts: Parts, owner: string): Promise<Map<string, { target: string; type: string }>> {
  const slash = owner.lastIndexOf('/');
  const relsName = `${owner.slice(0, slash + 1)}_rels/${owner.slice(slash + 1)}.rels`;
  const found = new Map<string, { target: string; type: string }>();
  if (!parts.has(relsName)) return found;
  await readXml(parts.read(relsName), {
    open: (name, attrs) => {
      if (name === 'Relationship' && attrs.Id && attrs.Target) {
        found.set(attrs.Id, { target: resolveTarget(owner, attrs.Target), type: attrs.Type ?? '' });
      }
    },
    close: () => undefined,
    text: () => undefined,
  });
  return found;
}

async function firstSheetPaths(parts: Parts): Promise<{ sheet: string; sharedStrings: string | null }> {
  const root = await relationships(parts, '');
  const workbook = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  let firstSheetId: string | null = null;
  await readXml(parts.read(workbook), {
    open: (name, attrs) => {
      if (name === 'sheet' && firstSheetId === null) firstSheetId = attrs.id ?? null;
    },
    close: () => undefined,
    text: () => undefined,
  });
  const rels = await relationships(parts, workbook);
  const sheet = firstSheetId === null ? undefined : rels.get(firstSheetId)?.target;
  if (!sheet) throw new ZipUnreadableError('no worksheet');
  const shared = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ?? null;
  return { sheet, sharedStrings: shared && parts.has(shared) ? shared : null };
}

/** Shared strings, each cut one past the cell limit (only cells actually read are refused for length). */
async function sharedStrings(parts: Parts, path: string, limits: SheetLimits): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let phonetic = 0;
  let inText = false;
  await readXml(parts.read(path), {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current !== null) {
        if (strings.length >= limits.maxSharedStrings) throw new ZipTooLargeError(`more than ${limits.maxSharedStrings} strings`);
        strings.push(current);
        current = null;
      }
    },
    text: (value) => {
      if (inText && current !== null && current.length <= limits.maxCellChars)
        current = (current + value).slice(0, limits.maxCellChars + 1);
    },
  });
  return strings;
}

function cellValue(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return (shared[Number(value)] ?? '').trim();
    case 'inlineStr':
      return inline.trim();
    case 'str':
      return value.trim();
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      if (!Number.isFinite(number)) return value.trim();
      return Number.isInteger(number) ? number.toFixed(0) : String(number);
    }
  }
}

async function sheetRows(parts: Parts, path: string, shared: string[], limits: SheetLimits): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let cell: { type: string; value: string; inline: string } | null = null;
  let collecting: 'value' | 'inline' | null = null;
  let phonetic = 0;
  const tooLong = () =>
    new SheetRefusedError('cellTooLong', `A cell in row ${rowNumber} is longer than ${limits.maxCellChars} characters.`);
  await readXml(parts.read(path), {
    open: (name, attrs) => {
      if (name === 'row') {
        rowNumber = Number(attrs.r) || rowNumber + 1;
        cells = new Array<string>(limits.columns).fill('');
        column = -1;
      } else if (name === 'c') {
        column = columnIndex(attrs.r) ?? column + 1;
        cell = column < limits.columns ? { type: attrs.t ?? 'n', value: '', inline: '' } : null;
      } else if (cell && name === 'v') collecting = 'value';
      else if (cell && name === 'rPh') phonetic += 1;
      else if (cell && name === 't' && phonetic === 0) collecting = 'inline';
    },
    close: (name) => {
      if (name === 'v' || name === 't') collecting = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell) {
        const text = cellValue(cell.type, cell.value, cell.inline, shared);
        if (text.length > limits.maxCellChars) throw tooLong();
        cells[column] = text;
        cell = null;
      } else if (name === 'row') {
        if (rowNumber === 1 || cells.every((c) => c === '')) return;
        if (rows.length >= limits.maxRows) {
          throw new SheetRefusedError('tooManyRows', `The spreadsheet has more than ${limits.maxRows} rows.`);
        }
        rows.push({ row: rowNumber, cells });
      }
    },
    text: (value) => {
      if (!cell || collecting === null) return;
      if (collecting === 'value') cell.value += value;
      else cell.inline += value;
      if (cell.value.length + cell.inline.length > limits.maxCellChars + 64) throw tooLong();
    },
  });
  return rows;
}

/** The first sheet's data rows; throws SheetRefusedError for anything unreadable or over a limit. */
export async function readSheetRows(zip: Buffer, limits: SheetLimits): Promise<RawRow[]> {
  try {
    const parts = new Parts(zip, limits);
    const paths = await firstSheetPaths(parts);
    const shared = paths.sharedStrings ? await sharedStrings(parts, paths.sharedStrings, limits) : [];
    return await sheetRows(parts, paths.sheet, shared, limits);
  } catch (err) {
    if (err instanceof SheetRefusedError) throw err;
    if (err instanceof ZipTooLargeError) {
      throw new SheetRefusedError('tooLarge', `The spreadsheet is too large when uncompressed (${err.message}).`);
    }
    if (err instanceof ZipUnreadableError || err instanceof XmlMalformedError) {
      throw new SheetRefusedError('unreadable', `The file is not an .xlsx spreadsheet (${err.message}).`);
    }
    throw err;
  }
}
