import { ErrorCode, type LoginResult, RoomCategory } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { rooms } from '../../db/schema';
import { type Harness, startHarness } from '../../test/harness';

let h: Harness;
let operator: LoginResult;
let teacher: LoginResult;
let student: LoginResult;

const manage = () => ({ token: operator.token.access_token, serviceType: 'MANAGE' });

async function addRoom(roomCode: string, roomTitle: string, inviteCode: string) {
  await h.db.insert(rooms).values({
    roomCode,
    roomTitle,
    inviteCode,
    companyIdx: h.demoCompanyIdx,
    roomCategoryCd: RoomCategory.RESERVED,
    ownerUserIdx: teacher.user.userIdx,
  });
}

beforeAll(async () => {
  h = await startHarness();
  [operator, teacher, student] = await Promise.all([
    h.login(DEMO.users.operator),
    h.login(DEMO.users.teacher),
    h.login(DEMO.users.student),
  ]);
  await addRoom('PRICE-MATH', 'Math A', '900000001');
  await addRoom('PRICE-ENG', 'English B', '900000002');
});
afterAll(async () => {
  await h.close();
});

describe('price', () => {
  const base = () => ({ userIdx: teacher.user.userIdx, roomCode: 'PRICE-MATH', price: 50000 });

  it('ADD, VIEW, LIST (newest period first) with the room title', async () => {
    const first = await h.send('price.ADD', { ...base(), startDate: '2030-01-01', endDate: '2030-06-30' }, manage());
    expect(first.body.data?.result).toMatchObject({
      roomCode: 'PRICE-MATH',
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      price: 50000,
      room: { roomTitle: 'Math A' },
    });
    const open = await h.send('price.ADD', { ...base(), startDate: '2030-07-01', endDate: '', price: 60000 }, manage());
    expect(open.body.data?.result.endDate).toBeNull();
    const view = await h.send('price.VIEW', { priceIdx: first.body.data?.result.priceIdx ?? 0 }, manage());
    expect(view.body.data?.result.price).toBe(50000);
    const list = await h.send('price.LIST', { userIdx: teacher.user.userIdx }, manage());
    expect(list.body.data?.resultList.map((p) => p.startDate)).toEqual(['2030-07-01', '2030-01-01']);
  });

  it('refuses overlapping periods of the same room with WB-400-309 naming the room and period', async () => {
    const inside = await h.send('price.ADD', { ...base(), startDate: '2030-03-01', endDate: '2030-03-31' }, manage());
    expect(inside.status).toBe(400);
    expect(inside.body).toMatchObject({
      errorCode: ErrorCode.DUPLICATE_PRICE_PERIOD,
      details: [
        { path: 'roomTitle', message: 'Math A' },
        { path: 'startDate', message: '2030-01-01' },
        { path: 'endDate', message: '2030-06-30' },
      ],
    });
    expect(inside.body.message).toContain('Math A');
    // Touching an open-ended period far in the future overlaps too; the day after an end does not.
    expect((await h.send('price.ADD', { ...base(), startDate: '2031-01-01', endDate: '' }, manage())).body.errorCode).toBe(
      ErrorCode.DUPLICATE_PRICE_PERIOD,
    );
    expect((await h.send('price.ADD', { ...base(), startDate: '2029-12-01', endDate: '2030-01-01' }, manage())).body.errorCode).toBe(
      ErrorCode.DUPLICATE_PRICE_PERIOD,
    );
    expect((await h.send('price.ADD', { ...base(), startDate: '2029-12-01', endDate: '2029-12-31' }, manage())).status).toBe(200);
    // Another room's periods are independent.
    expect((await h.send('price.ADD', { ...base(), roomCode: 'PRICE-ENG', startDate: '2030-03-01', endDate: '' }, manage())).status).toBe(
      200,
    );
  });

  it('MOD may keep its own period but not move onto another; REMOVE deletes', async () => {
    const list = (await h.send('price.LIST', { userIdx: teacher.user.userIdx }, manage())).body.data?.resultList ?? [];
    const jan = list.find((p) => p.startDate === '2030-01-01');
    const same = await h.send(
      'price.MOD',
      { ...base(), priceIdx: jan?.priceIdx ?? 0, startDate: '2030-01-01', endDate: '2030-06-30', price: 55000 },
      manage(),
    );
    expect(same.body.data?.result.price).toBe(55000);
    const onto = await h.send(
      'price.MOD',
      { ...base(), priceIdx: jan?.priceIdx ?? 0, startDate: '2030-01-01', endDate: '2030-07-15' },
      manage(),
    );
    expect(onto.body.errorCode).toBe(ErrorCode.DUPLICATE_PRICE_PERIOD);
    const removed = await h.send('price.REMOVE', { priceIdx: jan?.priceIdx ?? 0 }, manage());
    expect(removed.body.data?.result.count).toBe(1);
    expect((await h.send('price.VIEW', { priceIdx: jan?.priceIdx ?? 0 }, manage())).body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('validates amount, dates and room; only administrators change prices', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 0 }, 'price'],
      [{ price: '12a' }, 'price'],
      [{ price: 1_000_000_000 }, 'price'],
      [{ startDate: '2030/01/01' }, 'startDate'],
      [{ startDate: '2032-02-01', endDate: '2032-01-01' }, 'endDate'],
      [{ startDate: '2032-02-01', roomCode: 'NO-ROOM' }, 'roomCode'],
    ];
    for (const [patch, path] of cases) {
      const reply = await h.send('price.ADD', { ...base(), startDate: '2032-01-01', endDate: '', ...patch } as never, manage());
      expect(reply.body.details?.[0]?.path, JSON.stringify(patch)).toBe(path);
    }
    const byTeacher = await h.send('price.ADD', { ...base(), startDate: '2033-01-01' }, { token: teacher.token.access_token });
    expect(byTeacher.body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    expect((await h.send('price.LIST', { userIdx: teacher.user.userIdx }, { token: teacher.token.access_token })).status).toBe(200);
    expect((await h.send('price.LIST', { userIdx: teacher.user.userIdx }, { token: student.token.access_token })).body.errorCode).toBe(
      ErrorCode.NO_USER_PERMISSION,
    );
  });
});
