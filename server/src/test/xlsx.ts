import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/*
 * Hand-made .xlsx files for tests and the benchmark: plain rows written fast (no exceljs), and
 * decompression bombs (a sheet part that inflates to hundreds of MB from a few hundred KB), with an
 * honest or a lying central directory.
 */

export interface Part {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="users" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = `</sheetData></worksheet>`;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function part(name: string, text: string): Part {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** A zip of the parts; `declare` overrides the uncompressed size written in the headers (a lying bomb). */
function zipOf(parts: Part[], declare?: (part: Part) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = declare ? declare(p) : p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(Math.min(size, 0xfffffffe), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(Math.min(size, 0xfffffffe), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function frame(sheet: Part): Part[] {
  return [
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', ROOT_RELS),
    part('xl/workbook.xml', WORKBOOK),
    part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ];
}

/** An .xlsx whose first sheet has a header row and then the given rows of cell texts (inline strings). */
export function xlsxOfRows(rows: string[][]): Buffer {
  const cells = (texts: string[], row: number) =>
    texts.map((t, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${escapeXml(t)}</t></is></c>`).join('');
  const body = [['ID', 'Name', 'Password', 'Phone', 'Email', 'Parent phone'], ...rows]
    .map((texts, i) => `<row r="${i + 1}">${cells(texts, i + 1)}</row>`)
    .join('');
  return zipOf(frame(part('xl/worksheets/sheet1.xml', SHEET_HEAD + body + SHEET_TAIL)));
}

/** A sheet part that inflates to `megabytes` MB of empty rows, deflated as a stream (memory stays small). */
export async function bombSheetPart(megabytes: number): Promise<Part> {
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  const head = Buffer.from(SHEET_HEAD);
  const block = Buffer.from('<row/>'.repeat((1024 * 1024) / 8) + '  '.repeat((1024 * 1024) / 8));
  let crc = crc32(head);
  deflater.write(head);
  for (let i = 0; i < megabytes; i += 1) {
    crc = crc32(block, crc);
    if (!deflater.write(block)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat(chunks), size: head.length + block.length * megabytes, crc };
}

/** A decompression bomb: a small file, a huge sheet; `lying` declares tiny sizes in the zip headers. */
export async function xlsxBomb(megabytes: number, lying = false): Promise<Buffer> {
  return xlsxBombOf(await bombSheetPart(megabytes), lying);
}

/** xlsxBomb around a sheet part made once (bombSheetPart: a second CPU second per 512 MB). */
export function xlsxBombOf(sheet: Part, lying = false): Buffer {
  return zipOf(frame(sheet), lying ? () => 1000 : undefined);
}
