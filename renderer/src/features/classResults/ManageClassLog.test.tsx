import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ClassAttendance,
  type CommandInput,
  localDayEnd,
  localDayStart,
  type LogMeet,
  LogMeetSearchType,
  NoteKind,
  NoteStatus,
  toPage,
} from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { renderApp } from '../../test/renderApp';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

function setup() {
  const lists: Array<CommandInput<'logMeet.LIST'>> = [];
  const joins: Array<CommandInput<'userJoin.LIST'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'logMeet.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage([], 1, 30, 0) };
    },
    'userJoin.LIST': (input) => {
      joins.push(input);
      return { resultPage: toPage([], 1, 30, 0) };
    },
  });
  signIn({ user: { userTypeCd: 5 } });
  return { lists, joins };
}

describe('manage class log', () => {
  it('searches the company log by the field, match and page size in the address', async () => {
    const { lists } = setup();
    renderApp('/demo/manage/log/logMeet/list?searchFilter=userId&searchMatch=false&size=10&searchKeyword=teacher1');
    expect(await screen.findByTestId('manage-class-log-page')).toBeInTheDocument();
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        searchType: LogMeetSearchType.COMPANY,
        searchFilter: 'userId',
        searchKeyword: 'teacher1',
        searchMatch: false,
        size: 10,
      }),
    );
  });

  it('takes one day as searchStartDate and searchEndDate (the open-class statistics link)', async () => {
    const { lists } = setup();
    renderApp('/demo/manage/log/logMeet/list?searchStartDate=2026-11-03&searchEndDate=2026-11-03');
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({ searchStartDate: localDayStart('2026-11-03'), searchEndDate: localDayEnd('2026-11-03') }),
    );
  });

  it('searches whole fields once partial match is unticked', async () => {
    const { lists } = setup();
    const { router } = renderApp('/demo/manage/log/logMeet/list');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Partial match' }));
    await waitFor(() => expect(router.state.location.search).toContain('searchMatch=false'));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ searchMatch: false }));
  });

  it('says the class history is empty and goes back to the list without a meetCode', async () => {
    setup();
    const { router } = renderApp('/demo/manage/log/logMeet/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/logMeet/list'));
    expect(await screen.findByText('Empty class history.')).toBeInTheDocument();
  });

  it('lists the join history of a day given by the statistics link', async () => {
    const { joins } = setup();
    renderApp('/demo/manage/log/joinLog/list?from=2024-03-06&to=2024-03-06');
    expect(await screen.findByTestId('join-history-page')).toBeInTheDocument();
    await waitFor(() => expect(joins.length).toBeGreaterThan(0));
    const sent = joins.at(-1)!;
    expect(new Date(sent.searchEndDate!).getTime() - new Date(sent.searchStartDate!).getTime()).toBe(86_400_000 - 1);
  });
});

const meet: LogMeet = {
  meetCode: 'M1',
  roomCode: 'R1',
  meetTitle: 'Math A',
  roomCategoryCd: 2,
  leaderName: 'Kim Teacher',
  leaderId: 'teacher1',
  userName: 'Kim Teacher',
  userId: 'teacher1',
  userCount: 2,
  openDatetime: '2024-03-06T06:57:00Z',
  startDatetime: '2024-03-06T07:00:00Z',
  endDatetime: '2024-03-06T07:52:00Z',
  durationSec: 52 * 60,
  live: false,
  templateIdx: null,
  template: null,
};

const attendee = (userIdx: number, userName: string, noteIdx: number | null): ClassAttendance => ({
  meetUserIdx: userIdx,
  userIdx,
  userId: `student${userIdx}`,
  userName,
  userTypeCd: 12,
  joinDatetime: '2024-03-06T07:02:00Z',
  quitDatetime: '2024-03-06T07:50:00Z',
  online: false,
  totalJoinTimeSec: 48 * 60,
  logMeetUserJoinList: [{ joinDatetime: '2024-03-06T07:02:00Z', quitDatetime: '2024-03-06T07:50:00Z' }],
  noteIdx,
});

describe('manage class view: the attendance note column', () => {
  function setupView() {
    const { lists } = setup();
    const note = {
      noteIdx: 12,
      noteKind: NoteKind.CLASS,
      noteTitle: 'Class note',
      noteStatus: NoteStatus.COMPLETED,
      user: { userIdx: 1, userId: 'student1', userName: 'Han Student' },
      task: null,
      textbook: null,
      meet: { meetCode: 'M1', meetTitle: 'Math A', roomCode: 'R1', leaderName: 'Kim Teacher' },
      noteSubmitDatetime: '2024-03-06T07:50:00Z',
      modDatetime: '2024-03-06T07:50:00Z',
      questionCount: 0,
      solveCount: 0,
      correctCount: 0,
      wrongCount: 0,
      logNoteSubmitCount: 0,
      logNoteSpentTime: 0,
      confirmComment: '',
    } as const;
    const page = (pageNo: number) => ({ agendaNo: 1, pageNo, pageName: '', width: 100, height: 141, imgUrl: '', check: false, seq: 0 });
    const send = vi.mocked(api.send);
    const original = send.getMockImplementation()!;
    const extra: Record<string, () => unknown> = {
      'logMeet.VIEW': () => ({
        result: {
          ...meet,
          roomTitle: 'Math A',
          ownerUser: { userIdx: 3, userId: 'teacher1', userName: 'Kim Teacher' },
          permissions: { recordDownload: false, viewOthersNotes: true, allAttendees: true, uploadMaterials: true },
        },
      }),
      'logMeetUser.LIST': () => ({ resultList: [attendee(1, 'Han Student', 12), attendee(2, 'Yoon Student', null)] }),
      'roomFile.LIST': () => ({ resultList: [] }),
      'note.LIST': () => ({ resultPage: toPage([], 1, 50, 0) }),
      'note.VIEW': () => ({
        result: { ...note, permissions: { open: true, solve: false, inspect: false, recall: false, download: true } },
      }),
      'note.LIST_AGENDA': () => ({ resultList: [{ agendaNo: 1, agendaName: 'Fractions', pageList: [page(1), page(2)] }] }),
    };
    send.mockImplementation((async (name: string, input: unknown) =>
      extra[name] ? extra[name]() : original(name as never, input as never)) as typeof api.send);
    const download = vi.spyOn(api, 'download').mockResolvedValue({ blob: new Blob(['pdf']), fileName: 'note.pdf' });
    vi.spyOn(platform, 'saveFile').mockResolvedValue({ saved: true, fileName: 'note.pdf' });
    return { lists, download };
  }

  it('views an attendee’s note on its own page and downloads it as PDF; an attendee without a note shows a dash', async () => {
    const { download } = setupView();
    const { router } = renderApp('/demo/manage/log/logMeet/view?meetCode=M1');
    const rows = await screen.findAllByTestId('attendee-row');
    expect(within(rows[1]!).getByTestId('attendee-note')).toHaveTextContent('-');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: "Download Han Student's note" }));
    await userEvent.click(await screen.findByTestId('note-download-confirm'));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('noteFile.DOWNLOAD_PAGE', {
        noteIdx: 12,
        pageList: JSON.stringify([
          { agendaNo: 1, pageNo: 1 },
          { agendaNo: 1, pageNo: 2 },
        ]),
        format: 'pdf',
      }),
    );
    await userEvent.click(within(rows[0]!).getByTestId('attendee-note-view'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/logMeet/viewNote'));
    expect(router.state.location.search).toBe('?noteIdx=12');
    expect(await screen.findByTestId('note-student')).toHaveTextContent('Han Student (student1)');
  });
});
