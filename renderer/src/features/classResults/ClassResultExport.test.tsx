import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, type ExportStatus, type LogMeet, toPage } from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { renderApp } from '../../test/renderApp';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

const meetOf = (n: number): LogMeet => ({
  meetCode: `M${n}`,
  roomCode: 'R1',
  meetTitle: `Class ${n}`,
  roomCategoryCd: 2,
  leaderName: 'Kim Teacher',
  leaderId: 'teacher1',
  userName: 'Kim Teacher',
  userId: 'teacher1',
  userCount: 3,
  openDatetime: '2024-03-06T06:57:00Z',
  startDatetime: '2024-03-06T07:00:00Z',
  endDatetime: '2024-03-06T07:52:00Z',
  durationSec: 52 * 60,
  live: false,
  templateIdx: null,
  template: null,
});

function setup(options: { userTypeCd?: number; meets?: number; funcUse?: string } = {}) {
  const { userTypeCd = 11, meets = 2, funcUse = demoCfg.WEB_FUNC_USE } = options;
  const exports: Array<CommandInput<'logMeetExcel.EXPORT'>> = [];
  const base: ExportStatus = { exportIdx: 7, kind: 'USER_JOIN', status: 'queued', done: 0, total: 0, fileName: null, error: null };
  const statuses: ExportStatus[] = [
    { ...base, status: 'running', done: 0, total: 1 },
    { ...base, status: 'done', done: 1, total: 1, fileName: 'attendance_2024-03-01_2024-03-07.xlsx' },
  ];
  const cfg = { ...demoCfg, WEB_FUNC_USE: funcUse };
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'logMeet.LIST': () => ({
      resultPage: toPage(
        Array.from({ length: meets }, (_, i) => meetOf(i + 1)),
        1,
        20,
        meets,
      ),
    }),
    'logMeetExcel.EXPORT': (input) => {
      exports.push(input);
      return { result: base };
    },
    'logMeetExcel.EXPORT_STATUS': () => ({ result: statuses.length > 1 ? statuses.shift()! : statuses[0]! }),
  });
  const download = vi
    .spyOn(api, 'download')
    .mockResolvedValue({ blob: new Blob(['xlsx']), fileName: 'attendance_2024-03-01_2024-03-07.xlsx' });
  const save = vi.spyOn(platform, 'saveFile').mockResolvedValue({ saved: true, fileName: 'attendance.xlsx' });
  signIn({ user: { userTypeCd }, cfg });
  return { exports, download, save };
}

async function chooseExport(item: 'attendance' | 'scores') {
  await userEvent.click(await screen.findByTestId('class-export-menu'));
  await userEvent.click(await screen.findByTestId(`class-export-${item}`));
}

describe('class results export', () => {
  it('exports the selected class, shows the progress and downloads the finished file', async () => {
    const { exports, download, save } = setup();
    renderApp('/demo/logMeet/list');
    const rows = await screen.findAllByTestId('class-row');
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    expect(screen.getByTestId('class-total')).toHaveTextContent('1 selected');
    await chooseExport('attendance');
    const dialog = await screen.findByTestId('class-export-dialog');
    expect(within(dialog).getByTestId('class-export-message')).toHaveTextContent(
      'The selected class will be exported as an Excel file (.xlsx)',
    );
    await userEvent.click(within(dialog).getByTestId('class-export-confirm'));
    // The job's progress shows while it runs (the first poll answers 0 of 1).
    expect(await within(dialog).findByTestId('class-export-progress')).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(exports).toEqual([expect.objectContaining({ kind: 'USER_JOIN', excelRoomMeet: ['M2'], language: 'en', searchType: 4 })]);
    expect(download).toHaveBeenCalledWith('logMeetExcel.USER_JOIN', { exportIdx: 7 });
    expect(save.mock.calls[0]?.[0]).toMatchObject({ suggestedName: 'attendance_2024-03-01_2024-03-07.xlsx' });
    await waitFor(() => expect(screen.queryByTestId('class-export-dialog')).not.toBeInTheDocument());
  });

  it('says that nothing selected exports every class of the range; score history needs function 3', async () => {
    const { exports } = setup();
    renderApp('/demo/logMeet/list?from=2024-03-01&to=2024-03-07');
    await screen.findAllByTestId('class-row');
    await chooseExport('scores');
    const dialog = await screen.findByTestId('class-export-dialog');
    expect(dialog).toHaveAttribute('data-kind', 'USER_SCORE');
    expect(within(dialog).getByTestId('class-export-message')).toHaveTextContent(
      'No class is selected, so every class from 2024-03-01 to 2024-03-07 will be exported',
    );
    await userEvent.click(within(dialog).getByTestId('class-export-cancel'));
    expect(exports).toEqual([]);
  });

  it('hides the score history without function 3', async () => {
    setup({ funcUse: '1,0,0,1,1,1' });
    renderApp('/demo/logMeet/list');
    await screen.findAllByTestId('class-row');
    await userEvent.click(screen.getByTestId('class-export-menu'));
    expect(await screen.findByTestId('class-export-attendance')).toBeInTheDocument();
    expect(screen.queryByTestId('class-export-scores')).not.toBeInTheDocument();
  });

  it('warns instead of exporting when more than 50 classes are selected', async () => {
    const { exports } = setup({ meets: 51 });
    renderApp('/demo/logMeet/list');
    await screen.findAllByTestId('class-row');
    await userEvent.click(screen.getByTestId('class-table-select-all'));
    await chooseExport('attendance');
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('Select up to 50 classes');
    expect(screen.queryByTestId('class-export-dialog')).not.toBeInTheDocument();
    expect(exports).toEqual([]);
  });

  it('gives students neither selection nor export', async () => {
    setup({ userTypeCd: 12 });
    renderApp('/demo/logMeet/list');
    await screen.findAllByTestId('class-row');
    expect(screen.queryByTestId('class-export-menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('exports the manage class log with the list’s field and match when nothing is selected', async () => {
    const { exports } = setup({ userTypeCd: 5 });
    renderApp('/demo/manage/log/logMeet/list?searchFilter=userId&searchMatch=false&searchKeyword=teacher1');
    await screen.findAllByTestId('log-row');
    await chooseExport('attendance');
    await userEvent.click(within(await screen.findByTestId('class-export-dialog')).getByTestId('class-export-confirm'));
    await waitFor(() =>
      expect(exports).toEqual([
        expect.objectContaining({
          searchType: 1,
          excelRoomMeet: [],
          searchKeyword: 'teacher1',
          searchFilter: 'userId',
          searchMatch: false,
        }),
      ]),
    );
  });
});
