import { type LoginResult, UserStatus, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { token } from '../../test/rooms';

/*
 * user.LIST for the group tree and the pickers: a folder of 10,000 users answers a bounded page
 * (paging off honours size, at most the picker size), and paging and search work inside a group.
 */

const FOLDER_SIZE = 10_000;
let h: Harness;
let operator: LoginResult;
let groupIdx: number;

beforeAll(async () => {
  h = await startHarness();
  operator = await h.login(DEMO.users.operator);
  const created = await h.send('group.SAVE', { groupName: 'Big folder', upGroupIdx: 0 }, token(operator, 'MANAGE'));
  groupIdx = created.body.data?.result.groupIdx ?? 0;
  const rows = Array.from({ length: FOLDER_SIZE }, (_v, i) => ({
    companyIdx: h.demoCompanyIdx,
    userId: `bulk${String(i).padStart(5, '0')}`,
    userName: `Bulk ${String(i).padStart(5, '0')}`,
    passwordHash: null,
    userTypeCd: UserType.STUDENT,
    userStatusCd: UserStatus.USE,
    groupIdx,
  }));
  for (let i = 0; i < rows.length; i += 1000) await h.db.insert(users).values(rows.slice(i, i + 1000));
  await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'needle_50%', userName: 'Needle Kim', groupIdx });
});
afterAll(async () => h.close());

describe('user.LIST in a large folder', () => {
  it('answers a bounded page when paging is off, and says there is more', async () => {
    const reply = await h.send('user.LIST', { groupIdx, paging: false, size: 1000, order: 'userName' }, token(operator, 'MANAGE'));
    const page = reply.body.data?.resultPage;
    expect(reply.status, reply.raw).toBe(200);
    expect(page?.content).toHaveLength(1000);
    expect(page).toMatchObject({ page: 1, size: 1000, total: FOLDER_SIZE + 1, last: false });
    expect(page?.content[0]?.userName).toBe('Bulk 00000');
    // Before, the whole folder (3.8 MiB for 10,002 users) went out; a bounded page is small.
    expect(reply.raw.length).toBeLessThan(600_000);
  });

  it('uses the picker size when paging is off without a size, and never more', async () => {
    const reply = await h.send('user.LIST', { groupIdx, paging: false }, token(operator, 'MANAGE'));
    expect(reply.body.data?.resultPage.content).toHaveLength(1000);
    const tooMany = await h.send('user.LIST', { groupIdx, paging: false, size: 1001 }, token(operator, 'MANAGE'));
    expect(tooMany.status).toBe(400);
  });

  it('pages through a group', async () => {
    const reply = await h.send('user.LIST', { groupIdx, page: 3, size: 50, order: 'userName' }, token(operator, 'MANAGE'));
    const page = reply.body.data?.resultPage;
    expect(page?.content.map((u) => u.userName).slice(0, 2)).toEqual(['Bulk 00100', 'Bulk 00101']);
    expect(page).toMatchObject({ page: 3, size: 50, total: FOLDER_SIZE + 1, first: false, last: false });
  });

  it('searches by name or ID within a group, wildcards literal', async () => {
    const byName = await h.send('user.LIST', { groupIdx, searchKeyword: 'needle', size: 20 }, token(operator, 'MANAGE'));
    expect(byName.body.data?.resultPage.content.map((u) => u.userId)).toEqual(['needle_50%']);
    const byId = await h.send(
      'user.LIST',
      { groupIdx, searchKeyword: 'bulk0999', paging: false, size: 100, order: 'userName' },
      token(operator, 'MANAGE'),
    );
    expect(byId.body.data?.resultPage).toMatchObject({ total: 10, last: true });
    const literal = await h.send('user.LIST', { groupIdx, searchKeyword: '50%', size: 20 }, token(operator, 'MANAGE'));
    expect(literal.body.data?.resultPage.content.map((u) => u.userId)).toEqual(['needle_50%']);
    const elsewhere = await h.send('user.LIST', { groupIdx: 0, searchKeyword: 'needle', size: 20 }, token(operator, 'MANAGE'));
    expect(elsewhere.body.data?.resultPage.total).toBe(0);
  });
});
