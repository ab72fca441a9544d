import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { sequencesOf, SESSION_SETTINGS, tablesOf } from '../backup/tables';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/file-storage';

/** Every table's rows (each as its columns' text, sorted) and every sequence's state: what a restore must reproduce. */
export async function databaseContents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    for (const setting of SESSION_SETTINGS) await tx.execute(sql.raw(setting));
    const contents: Record<string, string[]> = {};
    for (const { table, columns } of await tablesOf(tx)) {
      const values = columns.map((c) => `"${c.name}"::text`).join(', ');
      const result = (await tx.execute(sql.raw(`SELECT array_to_json(ARRAY[${values}])::text AS r FROM "${table}"`))) as unknown as {
        rows: Array<{ r: string }>;
      };
      contents[table] = result.rows.map((row) => row.r).sort();
    }
    for (const sequence of await sequencesOf(tx)) {
      const result = (await tx.execute(sql.raw(`SELECT last_value::text || ' ' || is_called::text AS s FROM ${sequence}`))) as unknown as {
        rows: Array<{ s: string }>;
      };
      contents[`sequence ${sequence}`] = [result.rows[0]?.s ?? ''];
    }
    return contents;
  });
}

/** Every stored file's SHA-256 by key. */
export async function storedFiles(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const object = await storage.get(key);
    if (object)
      files[key] = createHash('sha256')
        .update(await buffer(object.stream))
        .digest('hex');
  }
  return files;
}

/**
 * Values whose text form is easy to get wrong, in the schema's own columns: every byte value in bytea,
 * nested and unicode jsonb with a number beyond a double's precision, a bigint array, timestamps with
 * microseconds, infinity and an offset, text with quotes, backslashes, newlines and NUL-free control
 * characters. Needs the demo company (company_idx of companyId 'demo').
 */
export async function insertAwkwardValues(db: Db, storage: FileStorage): Promise<void> {
  const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await db.execute(sql`INSERT INTO company_branding_images (company_idx, kind, mime, bytes, mod_datetime)
    SELECT company_idx, 'logo', 'image/png', decode(${everyByte.toString('hex')}, 'hex'), '2026-03-04 05:06:07.123456+09:30' FROM companies ORDER BY company_idx LIMIT 1`);
  await db.execute(sql`INSERT INTO rate_limits (key, hits, allowed, expires_at)
    VALUES ('awkward "key", with \\ and
newline', ARRAY[9223372036854775807, -1, 0]::bigint[], false, 'infinity')`);
  await db.execute(sql`INSERT INTO jobs (kind, payload, result, last_error, run_at)
    VALUES ('awkward', ${JSON.stringify({ 한국어: '수업 "따옴표"', nested: { list: [1, 2.5, null, true], empty: {} } })}::jsonb,
      '{"big": 123456789012345678901234567890.123456789}'::jsonb, E'tab\\there\\u0001', '1999-12-31 23:59:59.999999+00')`);
  await storage.put('company-1/awkward/everything.bin', randomBytes(700_000));
  await storage.put('company-1/awkward/empty.txt', Buffer.alloc(0));
  await storage.put('resumable/resumable-0123456789abcdef0123456789abcdef', Buffer.from('finished recording'));
}
