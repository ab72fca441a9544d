import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../config/defaults';
import { createCompanyWithOperator } from '../resources/company';
import { createHomeworkNoteFixture } from '../resources/note/testFixture';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';
import { callersFor, inputShape, registryEntries, ROLES, sampleValue, sendEntry } from '../test/registry';

/*
 * Two companies: B is the seeded demo company (users, groups, rooms, messages), A a second company
 * with a user of every demo role. Every command and download of the registry is called by every
 * role of A, with B's object references (ids, codes) in its input: no answer carries B's data and
 * none of B's rows changes. Derived from the registry, so a new command joins by being registered.
 */

let h: Harness;
let filesDir: string;
const tokensA = new Map<string, string>();
const A_PREFIX = 'a-';
/** Input field name -> a reference to one of B's objects. */
const refsOfB: Record<string, unknown> = {};
/** Texts only B's data contains (names, titles), searched for in every answer. */
const markersOfB: string[] = [];

async function rows(query: string): Promise<Record<string, unknown>[]> {
  const result = (await h.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every row of B: tables with a company column by it, child tables by their parent's id. */
async function snapshotOfB(companyIdx: number): Promise<string> {
  const columns = await rows(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) tables.set(String(c.table_name), [...(tables.get(String(c.table_name)) ?? []), String(c.column_name)]);
  const scopes: Record<string, string> = {
    user_idx: `select user_idx from users where company_idx = ${companyIdx}`,
    room_idx: `select room_idx from rooms where company_idx = ${companyIdx}`,
    message_idx: `select message_idx from messages where company_idx = ${companyIdx}`,
    group_idx: `select group_idx from groups where company_idx = ${companyIdx}`,
    meet_idx: `select meet_idx from meets where company_idx = ${companyIdx}`,
    book_idx: `select book_idx from books where company_idx = ${companyIdx}`,
    note_idx: `select note_idx from notes where company_idx = ${companyIdx}`,
    task_idx: `select task_idx from tasks where company_idx = ${companyIdx}`,
  };
  const out: string[] = [];
  for (const [table, names] of [...tables].sort()) {
    const scope = names.includes('company_idx')
      ? `company_idx = ${companyIdx}`
      : Object.keys(scopes)
          .filter((column) => names.includes(column))
          .map((column) => `${column} in (${scopes[column]})`)
          .join(' or ');
    if (!scope) continue;
    const found = await rows(`select * from "${table}" where ${scope}`);
    out.push(
      `${table}: ${found
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n')}`,
    );
  }
  return out.join('\n');
}

/**
 * B's books: a library book and a homework textbook, each a 1-page book written as a finished conversion
 * leaves it (page and thumbnail, kept PDFs, contents, answers), with texts to search for in every answer.
 */
async function addBooksOfB(companyIdx: number, teacherIdx: number): Promise<void> {
  const storage = h.app.boda.storage!;
  for (const [bookUse, label] of [
    [0, 'Book'],
    [1, 'Textbook'],
  ] as const) {
    const [book] = await rows(
      `insert into books (company_idx, reg_user_idx, reg_user_name, book_name, book_use, book_type, bank_type, source, page_count, question_count, answer_count, solution_list, conversion_status, pages_done, page_total)
       values (${companyIdx}, ${teacherIdx}, 'B teacher', '${label} only company B may read', ${bookUse}, 1, ${bookUse === 1 ? 1 : 'null'}, 'pdf', 1, 1, 1, '[{"PNo":1,"AnsTy":2,"Ans":"Answer only company B may read"}]', 'ready', 1, 1)
       returning book_idx`,
    );
    const bookIdx = Number(book?.book_idx);
    const put = async (name: string, text: string) => {
      const key = `company-${companyIdx}/books/${bookIdx}/${name}`;
      await storage.put(key, Buffer.from(text));
      return key;
    };
    await rows(
      `insert into book_pages (book_idx, page_no, image_key, thumbnail_key, content_type, width, height) values (${bookIdx}, 1, '${await put('page-1.png', `${label} page only company B may see`)}', '${await put('thumb-1.png', `${label} page only company B may see`)}', 'image/png', 10, 10)`,
    );
    for (const kind of ['worksheet', 'answerSheet', 'quickAnswer']) {
      const key = await put(`${kind}.pdf`, `%PDF- ${label} file only company B may read`);
      await rows(
        `insert into book_files (book_idx, kind, sort_order, org_file_name, file_size, mime, storage_key) values (${bookIdx}, '${kind}', 0, '${label} ${kind} of B.pdf', 40, 'application/pdf', '${key}')`,
      );
    }
    await rows(
      `insert into book_chapters (book_idx, title, start_page, sort_order) values (${bookIdx}, '${label} chapter only company B may read', 1, 0)`,
    );
    markersOfB.push(
      `${label} only company B may read`,
      `${label} page only company B may see`,
      `${label} file only company B may read`,
      `${label} chapter only company B may read`,
    );
  }
  markersOfB.push('Answer only company B may read');
  await addHomeworkOfB(companyIdx, teacherIdx);
}

/** B's homework: a task on B's textbook for B's student, who started it (a note with a page and an answer). */
async function addHomeworkOfB(companyIdx: number, teacherIdx: number): Promise<void> {
  const [textbook] = await rows(`select book_idx from books where company_idx = ${companyIdx} and book_use = 1 limit 1`);
  const [student] = await rows(`select user_idx from users where company_idx = ${companyIdx} and user_id = '${DEMO.users.student}'`);
  const [task] = await rows(
    `insert into tasks (company_idx, textbook_idx, task_name, submit_limit_datetime, auto_review, reg_user_idx, reg_user_name)
     values (${companyIdx}, ${Number(textbook?.book_idx)}, 'Task only company B may read', now() + interval '2 days', 1, ${teacherIdx}, 'B teacher') returning task_idx`,
  );
  const [note] = await rows(
    `insert into notes (company_idx, user_idx, note_kind, task_idx, textbook_idx, note_title, note_status, question_count)
     values (${companyIdx}, ${Number(student?.user_idx)}, 1, ${Number(task?.task_idx)}, ${Number(textbook?.book_idx)}, 'Task only company B may read', 1, 1) returning note_idx`,
  );
  const noteIdx = Number(note?.note_idx);
  await rows(
    `insert into task_users (task_idx, user_idx, task_status, note_idx) values (${Number(task?.task_idx)}, ${Number(student?.user_idx)}, 1, ${noteIdx})`,
  );
  await rows(`insert into note_agendas (note_idx, agenda_no, agenda_name) values (${noteIdx}, 1, 'Agenda only company B may read')`);
  await rows(`insert into note_pages (note_idx, agenda_no, page_no, book_page_no, width, height) values (${noteIdx}, 1, 1, 1, 10, 10)`);
  await rows(
    `insert into note_solutions (note_idx, solution_no, answer_type, answer) values (${noteIdx}, 1, 2, 'Student answer only company B may read')`,
  );
  await rows(`insert into note_logs (note_idx, note_status) values (${noteIdx}, 1)`);
  markersOfB.push('Task only company B may read', 'Agenda only company B may read', 'Student answer only company B may read');
}

/** The seed has no prices, memos, live meetings or room files: give B one of each, with texts to search for. */
async function addObjectsOfB(companyIdx: number): Promise<void> {
  const first = async (query: string) => (await rows(query))[0];
  const room = await first(`select room_idx, owner_user_idx from rooms where company_idx = ${companyIdx} order by room_idx limit 1`);
  const student = await first(`select user_idx from users where company_idx = ${companyIdx} and user_id = '${DEMO.users.student}'`);
  const roomIdx = Number(room?.room_idx);
  const teacherIdx = Number(room?.owner_user_idx);
  const studentIdx = Number(student?.user_idx);
  await rows(
    `insert into prices (company_idx, user_idx, room_idx, start_date, price) values (${companyIdx}, ${studentIdx}, ${roomIdx}, '2026-01-01', 987654)`,
  );
  await rows(
    `insert into memos (company_idx, user_idx, reg_user_idx, reg_user_name, content) values (${companyIdx}, ${studentIdx}, ${teacherIdx}, 'B teacher', 'Memo only company B may read')`,
  );
  await rows(
    `insert into meets (meet_code, room_idx, company_idx, meet_title, leader_user_idx, open_user_idx, live_room_idx) values ('bmeetisolation01', ${roomIdx}, ${companyIdx}, 'Meeting only company B may see', ${teacherIdx}, ${teacherIdx}, ${roomIdx})`,
  );
  const storageKey = `company-${companyIdx}/rooms/isolation-probe.txt`;
  await h.app.boda.storage?.put(storageKey, Buffer.from('File content only company B may read'));
  await rows(
    `insert into room_files (room_idx, company_idx, org_file_name, storage_key, file_size, mime, reg_user_idx) values (${roomIdx}, ${companyIdx}, 'Plan only company B may open.txt', '${storageKey}', 36, 'text/plain', ${teacherIdx})`,
  );
  markersOfB.push(
    'Memo only company B may read',
    'Meeting only company B may see',
    'Plan only company B may open',
    'File content only company B may read',
    '987654',
  );
  await addBooksOfB(companyIdx, teacherIdx);
  await addNotesOfB(companyIdx, teacherIdx, studentIdx);
}

/** B's notes: a submitted homework note (pages with ink) and a class note of B's meeting. */
async function addNotesOfB(companyIdx: number, teacherIdx: number, studentIdx: number): Promise<void> {
  await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
    companyIdx,
    teacherIdx,
    studentIdx,
    noteTitle: 'Homework note only company B may read',
  });
  await rows(
    `insert into notes (company_idx, user_idx, note_kind, meet_idx, note_title, note_status) select ${companyIdx}, ${studentIdx}, 2, meet_idx, 'Class note only company B may read', 4 from meets where meet_code = 'bmeetisolation01'`,
  );
  markersOfB.push('Homework note only company B may read', 'Class note only company B may read');
}

async function collectReferencesOfB(companyIdx: number): Promise<void> {
  const first = async (query: string) => (await rows(query))[0];
  const student = await first(
    `select user_idx, user_id, user_name from users where company_idx = ${companyIdx} and user_id = '${DEMO.users.student}'`,
  );
  const group = await first(`select group_idx, group_name from groups where company_idx = ${companyIdx} order by group_idx limit 1`);
  const room = await first(`select room_idx, room_code, room_title from rooms where company_idx = ${companyIdx} order by room_idx limit 1`);
  const message = await first(`select message_idx, title from messages where company_idx = ${companyIdx} order by message_idx limit 1`);
  const price = await first(`select price_idx from prices where company_idx = ${companyIdx} order by price_idx limit 1`);
  const memo = await first(`select memo_idx from memos where company_idx = ${companyIdx} order by memo_idx limit 1`);
  const meet = await first(`select meet_code from meets where company_idx = ${companyIdx} order by meet_idx limit 1`);
  const roomFile = await first(`select room_file_idx from room_files where company_idx = ${companyIdx} order by room_file_idx limit 1`);
  const book = await first(`select book_idx from books where company_idx = ${companyIdx} and book_use = 0 order by book_idx limit 1`);
  const textbook = await first(`select book_idx from books where company_idx = ${companyIdx} and book_use = 1 order by book_idx limit 1`);
  const task = await first(`select task_idx from tasks where company_idx = ${companyIdx} order by task_idx limit 1`);
  const note = await first(`select note_idx from notes where company_idx = ${companyIdx} and note_kind = 1 order by note_idx limit 1`);
  const ids: Record<string, unknown> = {
    userIdx: student?.user_idx,
    ownerUserIdx: student?.user_idx,
    regUserIdx: student?.user_idx,
    userId: student?.user_id,
    groupIdx: group?.group_idx,
    upGroupIdx: group?.group_idx,
    roomIdx: room?.room_idx,
    roomCode: room?.room_code,
    messageIdx: message?.message_idx,
    priceIdx: price?.price_idx,
    memoIdx: memo?.memo_idx,
    meetCode: meet?.meet_code,
    roomFileIdx: roomFile?.room_file_idx,
    bookIdx: book?.book_idx,
    textbookIdx: textbook?.book_idx,
    taskIdx: task?.task_idx,
    noteIdx: note?.note_idx,
  };
  for (const [field, value] of Object.entries(ids)) if (value !== undefined && value !== null) refsOfB[field] = value;
  for (const list of ['userIdxList', 'receiverList']) if (refsOfB.userIdx) refsOfB[list] = [refsOfB.userIdx];
  if (refsOfB.messageIdx) refsOfB.messageIdxList = [refsOfB.messageIdx];
  for (const text of [student?.user_name, group?.group_name, room?.room_title, message?.title]) {
    if (typeof text === 'string' && text.length >= 5) markersOfB.push(text);
  }
}

/** The sample input with B's references put into every field of the same name, at any depth. */
function aimedAtB(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(aimedAtB);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key in refsOfB ? refsOfB[key] : aimedAtB(item)]));
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-isolation-'));
  h = await startHarness({ filesDir });
  const { company } = await createCompanyWithOperator(h.db, {
    companyId: 'company-a',
    companyName: 'Company A',
    config: defaultRawConfig(),
    operator: { userId: `${A_PREFIX}${DEMO.users.operator}`, password: DEMO.password },
  });
  for (const userId of ROLES.filter((r) => r !== DEMO.users.operator)) {
    const [like] = await rows(
      `select user_type_cd, user_role_cd from users where company_idx = ${h.demoCompanyIdx} and user_id = '${userId}'`,
    );
    await h.addUser({
      userId: `${A_PREFIX}${userId}`,
      userName: `A ${userId}`,
      companyIdx: company.companyIdx,
      userTypeCd: Number(like?.user_type_cd),
      userRoleCd: String(like?.user_role_cd),
    });
  }
  for (const userId of ROLES) {
    tokensA.set(userId, (await h.login(`${A_PREFIX}${userId}`, { companyId: 'company-a' })).token.access_token);
  }
  await addObjectsOfB(h.demoCompanyIdx);
  await collectReferencesOfB(h.demoCompanyIdx);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('company isolation', () => {
  it("every role of company A, aiming every command at company B's objects, neither reads nor changes B's data", async () => {
    expect(Object.keys(refsOfB)).toEqual(
      expect.arrayContaining([
        'userIdx',
        'groupIdx',
        'roomCode',
        'messageIdx',
        'priceIdx',
        'memoIdx',
        'meetCode',
        'roomFileIdx',
        'bookIdx',
        'textbookIdx',
        'taskIdx',
        'noteIdx',
      ]),
    );
    expect(markersOfB.length).toBeGreaterThanOrEqual(17);
    // The probe has teeth: B's own operator, asking the same, does see B's data.
    const ownOperator = await h.login(DEMO.users.operator);
    const own = await h.send(
      'user.GET',
      { userIdx: Number(refsOfB.userIdx) },
      { token: ownOperator.token.access_token, serviceType: 'MANAGE' },
    );
    expect(markersOfB.some((marker) => own.raw.includes(marker))).toBe(true);
    const ownOptions = { token: ownOperator.token.access_token, serviceType: 'MANAGE' } as const;
    expect((await h.send('memo.LIST', { userIdx: Number(refsOfB.userIdx) }, ownOptions)).raw).toContain('Memo only company B may read');
    expect((await h.send('price.VIEW', { priceIdx: Number(refsOfB.priceIdx) }, ownOptions)).raw).toContain('987654');
    const ownBook = await h.send('book.VIEW', { bookIdx: Number(refsOfB.bookIdx) }, ownOptions);
    expect(ownBook.raw).toContain('Book chapter only company B may read');
    const ownTextbook = await h.send('textbook.VIEW', { textbookIdx: Number(refsOfB.textbookIdx) }, ownOptions);
    expect(ownTextbook.raw).toContain('Answer only company B may read');
    const ownPage = await h.app.inject({
      method: 'GET',
      url: `/boda/book/file?command=DOWNLOAD_PAGE&bookIdx=${Number(refsOfB.bookIdx)}&pageNo=1`,
      headers: { authorization: `Bearer ${ownOperator.token.access_token}`, 'x-service-type': 'MANAGE' },
    });
    expect(ownPage.body).toBe('Book page only company B may see');
    const ownNote = await h.send('note.VIEW', { noteIdx: Number(refsOfB.noteIdx) }, ownOptions);
    // The referenced note is the first of B's homework notes: the started task's (addHomeworkOfB runs first).
    expect(ownNote.raw).toContain('Task only company B may read');
    const before = await snapshotOfB(h.demoCompanyIdx);
    const leaks: string[] = [];
    for (const entry of registryEntries()) {
      const shape = inputShape(entry.input);
      const input = aimedAtB(Object.fromEntries(Object.keys(shape).map((f) => [f, sampleValue(shape[f])]))) as Record<string, unknown>;
      const signedIn = typeof entry.access === 'object';
      // Every role that passes the declared access (and, for open commands, anonymous callers).
      const callers = signedIn ? await callersFor(h, tokensA, entry.access) : [];
      const attempts = callers.length > 0 ? callers : [{ userId: ROLES[0], serviceType: 'SERVICE' as const }];
      for (const caller of signedIn ? attempts : [null]) {
        const token = caller ? tokensA.get(caller.userId) : undefined;
        const reply = await sendEntry(h, entry, input, caller ? { token, serviceType: caller.serviceType } : {});
        if (signedIn) {
          for (const marker of markersOfB) if (reply.body.includes(marker)) leaks.push(`${entry.name} as ${caller?.userId}: "${marker}"`);
        }
        if (caller && /"errorCode":"WB-401-/.test(reply.body)) {
          tokensA.set(caller.userId, (await h.login(`${A_PREFIX}${caller.userId}`, { companyId: 'company-a' })).token.access_token);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOfB(h.demoCompanyIdx)).toBe(before);
  });
});
