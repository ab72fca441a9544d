import { describe, expect, it } from 'vitest';
import type { Price } from '@boda/contract';
import { buildGroupTree, flattenGroupTree } from './groupTree';
import { overlappingPrice, priceDigits, priceProblems, withEndDate, withStartDate } from './priceRules';
import { statusMaskFrom, toggleStatusBit } from './userStatus';

const form = { roomCode: 'R1', startDate: '2030-01-10', endDate: '2030-01-20', price: '5000' };

describe('unit price dialog rules', () => {
  it('moves the end with a start past it, never lets the end precede the start, allows clearing it', () => {
    expect(withStartDate(form, '2030-02-01')).toMatchObject({ startDate: '2030-02-01', endDate: '2030-02-01' });
    expect(withStartDate(form, '2030-01-12').endDate).toBe('2030-01-20');
    expect(withEndDate(form, '2030-01-01').endDate).toBe('2030-01-10');
    expect(withEndDate(form, '').endDate).toBe('');
  });
  it('validates room, start (not before today when changed) and a positive amount of digits', () => {
    expect(priceProblems({ ...form, roomCode: '', price: '0' }, '2030-01-15', true)).toEqual(['room', 'startPast', 'price']);
    expect(priceProblems(form, '2030-01-15', false)).toEqual([]);
    expect(priceDigits('12,a345678901')).toBe('123456789');
  });
  it('finds the overlapping price of the same room, open ends included', () => {
    const prices = [
      { priceIdx: 1, roomCode: 'R1', startDate: '2030-01-15', endDate: null },
      { priceIdx: 2, roomCode: 'R2', startDate: '2029-01-01', endDate: null },
    ] as Price[];
    expect(overlappingPrice(prices, form)?.priceIdx).toBe(1);
    expect(overlappingPrice(prices, form, 1)).toBeNull();
    expect(overlappingPrice(prices, { ...form, endDate: '2030-01-14' })).toBeNull();
  });
});

describe('status filter and group tree', () => {
  it('reads and toggles the bitmask, keeping one status', () => {
    expect([statusMaskFrom(null), statusMaskFrom('0'), statusMaskFrom('abc'), statusMaskFrom('6')]).toEqual([7, 7, 7, 6]);
    expect(toggleStatusBit(1, 1)).toBe(1);
    expect(toggleStatusBit(3, 1)).toBe(2);
  });
  it('builds the tree under the root in sort order with depths', () => {
    const tree = buildGroupTree([
      { groupIdx: 3, upGroupIdx: 1, groupName: 'B', sortOrder: 2, userCount: 0 },
      { groupIdx: 1, upGroupIdx: 0, groupName: 'Grade', sortOrder: 1, userCount: 0 },
      { groupIdx: 2, upGroupIdx: 1, groupName: 'A', sortOrder: 1, userCount: 3 },
      { groupIdx: 4, upGroupIdx: 99, groupName: 'Orphan', sortOrder: 1, userCount: 0 },
    ]);
    expect(flattenGroupTree(tree).map((g) => `${g.depth}:${g.groupName}`)).toEqual(['0:Grade', '1:A', '1:B', '0:Orphan']);
  });
  it('counts every member below a folder: "Grade 1 (6)" with six students in its classes', () => {
    const tree = buildGroupTree([
      { groupIdx: 1, upGroupIdx: 0, groupName: 'Grade 1', sortOrder: 1, userCount: 0 },
      { groupIdx: 2, upGroupIdx: 1, groupName: 'Class 1', sortOrder: 1, userCount: 3 },
      { groupIdx: 3, upGroupIdx: 1, groupName: 'Class 2', sortOrder: 2, userCount: 2 },
      { groupIdx: 4, upGroupIdx: 3, groupName: 'Club', sortOrder: 1, userCount: 1 },
    ]);
    expect(flattenGroupTree(tree).map((g) => `${g.groupName}:${g.totalUserCount}/${g.userCount}`)).toEqual([
      'Grade 1:6/0',
      'Class 1:3/3',
      'Class 2:3/2',
      'Club:1/1',
    ]);
  });
});
