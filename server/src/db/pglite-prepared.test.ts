import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

/*
 * The embedded database keeps each statement text prepared under a name (pglite-prepared.ts); these
 * are the cases where a kept statement could answer wrongly.
 */
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create table prepared_probe (id int primary key, label text)`);
  await database.db.execute(sql`insert into prepared_probe values (1, 'one'), (2, 'two'), (3, null)`);
});
afterAll(async () => {
  await database.close();
});

/** The rows of a statement (the embedded driver answers `{ rows }`). */
const rowsOf = async (statement: SQL) =>
  ((await database.db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const labelOf = async (id: number | null) => (await rowsOf(sql`select label from prepared_probe where id = ${id}`)).map((r) => r.label);

describe('prepared statements on the embedded database', () => {
  it('answers the same statement with each call’s own parameters, nulls included', async () => {
    expect(await labelOf(1)).toEqual(['one']);
    expect(await labelOf(2)).toEqual(['two']);
    expect(await labelOf(3)).toEqual([null]);
    expect(await labelOf(null)).toEqual([]);
  });

  it('prepares again when a table changes under a kept statement', async () => {
    const all = () => rowsOf(sql`select * from prepared_probe where id = ${1}`);
    expect((await all())[0]).toEqual({ id: 1, label: 'one' });
    await database.db.execute(sql`alter table prepared_probe add column extra int default 7`);
    expect((await all())[0]).toEqual({ id: 1, label: 'one', extra: 7 });
  });

  it('a failing statement rolls its transaction back and the next ones run', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`update prepared_probe set label = ${'changed'} where id = ${1}`);
      await tx.execute(sql`insert into prepared_probe (id) values (${1})`);
    });
    await expect(failing).rejects.toThrow();
    expect(await labelOf(1)).toEqual(['one']);
    await expect(database.db.execute(sql`select nope from prepared_probe`)).rejects.toThrow(/nope/);
    expect(await labelOf(2)).toEqual(['two']);
  });

  it('keeps answering past the number of statements it keeps', async () => {
    for (let i = 0; i < 120; i++) {
      const rows = await rowsOf(sql.raw(`select ${i} + id as n from prepared_probe where id = 1`));
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(await labelOf(2)).toEqual(['two']);
  });
});
