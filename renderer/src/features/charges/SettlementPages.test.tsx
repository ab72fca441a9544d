import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, type ExportStatus, type MeetFee, toPage } from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { renderApp } from '../../test/renderApp';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

const meet = (amounts: number[], student = false): MeetFee => ({
  meetCode: 'M1',
  roomCode: 'R1',
  meetTitle: 'Algebra',
  roomCategoryCd: 2,
  leaderIdx: 7,
  leaderId: 'teacher1',
  leaderName: 'Teacher Park',
  openDatetime: '2026-11-03T07:00:00Z',
  startDatetime: '2026-11-03T07:01:00Z',
  endDatetime: '2026-11-03T08:00:00Z',
  price: student ? null : { price: 30000 },
  logMeetUser: amounts.map((amount, i) => ({
    userIdx: 20 + i,
    userId: `student${i + 1}`,
    userName: `Student ${i + 1}`,
    userTypeCd: 12,
    totalJoinTimeSec: 3000,
    attended: true,
    amount: student ? null : amount,
    saved: false,
  })),
});

function setup(userTypeCd: number) {
  const amounts = [30000, 45000];
  const saves: Array<CommandInput<'meetFee.SAVE'>> = [];
  const lists: Array<CommandInput<'meetFee.LIST'>> = [];
  const exports: Array<CommandInput<'meetFeeExcel.EXPORT'>> = [];
  const base: ExportStatus = { exportIdx: 9, kind: 'SETTLEMENT', status: 'queued', done: 0, total: 0, fileName: null, error: null };
  const statuses: ExportStatus[] = [
    { ...base, status: 'running', done: 0, total: 1 },
    { ...base, status: 'done', done: 1, total: 1, fileName: 'settlement_2026-11-01_2026-11-30.xlsx' },
  ];
  const student = userTypeCd === 12;
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'user.LIST': () => ({
      resultPage: toPage([makeUser({ userIdx: 7, userId: 'teacher1', userName: 'Teacher Park', userTypeCd: 11 })], 1, 1000, 1),
    }),
    'meetFee.LIST': (input) => {
      lists.push(input);
      return {
        // A student's record holds their own entry only.
        resultPage: toPage([meet(student ? amounts.slice(0, 1) : amounts, student)], 1, 30, 1),
        totalAmount: student ? null : amounts.reduce((a, b) => a + b, 0),
        searchStartDate: '2026-11-01',
        searchEndDate: '2026-11-30',
      };
    },
    'meetFeeExcel.EXPORT': (input) => {
      exports.push(input);
      return { result: base };
    },
    // The one status command of every export.
    'logMeetExcel.EXPORT_STATUS': () => ({ result: statuses.length > 1 ? statuses.shift()! : statuses[0]! }),
    'meetFee.SAVE': (input) => {
      saves.push(input);
      amounts[Number(input.userIdx) - 20] = Number(input.amount);
      return { result: { meetCode: String(input.meetCode), userIdx: Number(input.userIdx), amount: Number(input.amount) } };
    },
  });
  signIn({ user: { userTypeCd } });
  return { saves, lists, exports };
}

describe('manage settlement', () => {
  it('types a fee as digits with separators, saves it with Enter and shows the new total', async () => {
    const { saves, lists } = setup(5);
    renderApp('/demo/manage/charges/list?from=2026-11-01&to=2026-11-30');
    await waitFor(() => expect(screen.getByTestId('settlement-total')).toHaveTextContent('75,000 won'));
    expect(lists.at(-1)).toMatchObject({ searchStartDate: '2026-11-01', searchEndDate: '2026-11-30', size: 30 });
    const fee = screen.getAllByTestId('settlement-fee')[0]!;
    expect(fee).toHaveValue('30,000');
    await userEvent.clear(fee);
    await userEvent.type(fee, '1x2345678901');
    expect(fee).toHaveValue('123,456,789');
    expect(screen.getByTestId('settlement-save')).toHaveTextContent('1 unsaved fee');
    await userEvent.type(fee, '{Enter}');
    await waitFor(() => expect(saves).toEqual([{ meetCode: 'M1', userIdx: 20, amount: 123456789 }]));
    await waitFor(() => expect(screen.getByTestId('settlement-total')).toHaveTextContent('123,501,789 won'));
    expect(screen.getByTestId('settlement-save')).toBeDisabled();
  });

  it('exports the period through the shared export dialog and saves the finished sheet', async () => {
    const { exports } = setup(5);
    const download = vi
      .spyOn(api, 'download')
      .mockResolvedValue({ blob: new Blob(['xlsx']), fileName: 'settlement_2026-11-01_2026-11-30.xlsx' });
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue({ saved: true, fileName: 'settlement.xlsx' });
    renderApp('/demo/manage/charges/list?from=2026-11-01&to=2026-11-30');
    await userEvent.click(await screen.findByTestId('settlement-export'));
    expect(await screen.findByTestId('settlement-export-message')).toHaveTextContent('2026-11-01 ~ 2026-11-30');
    await userEvent.click(screen.getByTestId('settlement-export-confirm'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(exports).toEqual([expect.objectContaining({ searchStartDate: '2026-11-01', searchEndDate: '2026-11-30', language: 'en' })]);
    expect(download).toHaveBeenCalledWith('meetFeeExcel.SETTLEMENT', { exportIdx: 9 });
    await waitFor(() => expect(screen.queryByTestId('settlement-export-dialog')).not.toBeInTheDocument());
  });

  it('shows amounts read-only to a teacher in the manage area', async () => {
    setup(11);
    renderApp('/demo/manage/charges/list');
    await waitFor(() => expect(screen.getByTestId('settlement-total')).toHaveTextContent('75,000 won'));
    expect(screen.queryByTestId('settlement-fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('settlement-save')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('settlement-amount').map((cell) => cell.textContent)).toEqual(['', '30,000 won', '45,000 won']);
  });
});

describe('service settlement', () => {
  it('gives a teacher the class settlement grouped by student with the total box', async () => {
    const { lists } = setup(11);
    renderApp('/demo/charges/list');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Class settlement');
    await waitFor(() => expect(screen.getByTestId('charges-total')).toHaveTextContent('75,000 won'));
    expect(screen.getByTestId('charges-count')).toHaveTextContent('2 records');
    expect(screen.getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
    expect(screen.getAllByTestId('charges-row').filter((r) => r.dataset.kind === 'group')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('charges-refresh'));
    await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2));
  });

  it('gives a student the class record without student column, unit price, amount or total', async () => {
    setup(12);
    renderApp('/demo/charges/list');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Class record');
    await waitFor(() => expect(screen.getByTestId('charges-count')).toHaveTextContent('1 record'));
    expect(screen.getAllByTestId('charges-row')).toHaveLength(1);
    expect(screen.queryByTestId('charges-total')).not.toBeInTheDocument();
    for (const header of ['Student', 'Unit price', 'Amount']) expect(screen.queryByRole('columnheader', { name: header })).toBeNull();
  });
});
