import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ClassAttendance, type CommandInput, type LogMeet, LogMeetSearchType, toPage } from '@boda/contract';
import { api } from '../../api';
import { i18n } from '../../i18n';
import { renderApp } from '../../test/renderApp';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

const meet: LogMeet = {
  meetCode: 'M1',
  roomCode: 'R1',
  meetTitle: 'Math A',
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
  templateIdx: 1,
  template: { templateName: 'Regular class', optionString: '' },
};

const attendee = (userId: string, userName: string, spans: Array<[string, string]>): ClassAttendance => ({
  meetUserIdx: userId.length,
  userIdx: userId.length,
  userId,
  userName,
  userTypeCd: 12,
  joinDatetime: spans[0]![0],
  quitDatetime: spans.at(-1)![1],
  online: false,
  totalJoinTimeSec: 40 * 60,
  logMeetUserJoinList: spans.map(([joinDatetime, quitDatetime]) => ({ joinDatetime, quitDatetime })),
  noteIdx: null,
});

function setup(options: {
  userTypeCd: number;
  recordDownload: boolean;
  attendees: ClassAttendance[];
  uploadMaterials?: boolean;
  templateName?: string;
}) {
  const lists: Array<CommandInput<'logMeet.LIST'>> = [];
  const shown: LogMeet =
    options.templateName === undefined ? meet : { ...meet, template: { templateName: options.templateName, optionString: '' } };
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: options.userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'logMeet.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage([shown], 1, 20, 1) };
    },
    'logMeet.VIEW': () => ({
      result: {
        ...shown,
        roomTitle: 'Math A',
        ownerUser: { userIdx: 3, userId: 'teacher1', userName: 'Kim Teacher' },
        permissions: {
          recordDownload: options.recordDownload,
          viewOthersNotes: false,
          allAttendees: options.userTypeCd !== 12,
          uploadMaterials: options.uploadMaterials ?? false,
        },
      },
    }),
    'logMeetUser.LIST': () => ({ resultList: options.attendees }),
    'roomFile.LIST': () => ({ resultList: [] }),
    'roomFile.ADD': () => ({ resultList: [] }),
    'note.LIST': () => ({ resultPage: toPage([], 1, 50, 0) }),
  });
  signIn({ user: { userTypeCd: options.userTypeCd } });
  return { lists };
}

describe('class results', () => {
  it('lists the caller’s classes of the last 7 days and opens a class with its attendance', async () => {
    const { lists } = setup({
      userTypeCd: 11,
      recordDownload: true,
      attendees: [
        attendee('student1', 'Han Student', [
          ['2024-03-06T07:02:00Z', '2024-03-06T07:20:00Z'],
          ['2024-03-06T07:24:00Z', '2024-03-06T07:50:00Z'],
        ]),
        attendee('student22', 'Yoon Student', [['2024-03-06T07:01:00Z', '2024-03-06T07:41:00Z']]),
      ],
    });
    renderApp('/demo/logMeet/list');
    const [row] = await screen.findAllByTestId('class-row');
    expect(row).toHaveTextContent('Math A');
    expect(row).toHaveTextContent('52:00');
    const sent = lists.at(-1)!;
    expect(sent).toMatchObject({ searchType: LogMeetSearchType.MINE, page: 1, size: 20 });
    const days = (new Date(sent.searchEndDate!).getTime() - new Date(sent.searchStartDate!).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(8); // seven days back through the end of today
    await userEvent.click(row!);
    const dialog = await screen.findByTestId('class-result-dialog');
    expect(await within(dialog).findByTestId('class-description')).toHaveTextContent('Regular class');
    expect(await within(dialog).findAllByTestId('attendee-row')).toHaveLength(2);
    expect(within(dialog).queryByTestId('no-record-permission')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByTestId('attendee-total-button')[0]!);
    expect(await screen.findAllByTestId('attendance-span')).toHaveLength(2);
  });

  it('tells a user without the record download permission so, and shows a student their own row', async () => {
    setup({
      userTypeCd: 12,
      recordDownload: false,
      attendees: [attendee('student1', 'Han Student', [['2024-03-06T07:02:00Z', '2024-03-06T07:50:00Z']])],
    });
    renderApp('/demo/logMeet/list?meetCode=M1');
    const dialog = await screen.findByTestId('class-result-dialog');
    expect(await within(dialog).findByTestId('no-record-permission')).toHaveTextContent('no permission to download recordings');
    expect(await within(dialog).findAllByTestId('attendee-row')).toHaveLength(1);
  });
});

describe('class results class type', () => {
  it('names an untouched default class type in the shown language, and a renamed one as the operator typed it', async () => {
    await i18n.changeLanguage('ko');
    setup({ userTypeCd: 11, recordDownload: true, attendees: [] });
    const { unmount } = renderApp('/demo/logMeet/list?meetCode=M1');
    const description = await within(await screen.findByTestId('class-result-dialog')).findByTestId('class-description');
    expect(description).toHaveTextContent('정규 수업');
    expect(description).not.toHaveTextContent('Regular class');
    unmount();
    setup({ userTypeCd: 11, recordDownload: true, attendees: [], templateName: 'Saturday seminar' });
    renderApp('/demo/logMeet/list?meetCode=M1');
    expect(await within(await screen.findByTestId('class-result-dialog')).findByTestId('class-description')).toHaveTextContent(
      'Saturday seminar',
    );
  });
});

describe('class results materials', () => {
  it('ties a material uploaded from the class dialog to the class', async () => {
    setup({ userTypeCd: 11, recordDownload: false, attendees: [], uploadMaterials: true });
    const send = vi.mocked(api.send);
    renderApp('/demo/logMeet/list?meetCode=M1');
    const dialog = await screen.findByTestId('class-result-dialog');
    await waitFor(() => expect(send).toHaveBeenCalledWith('roomFile.LIST', { roomCode: 'R1', meetCode: 'M1', fileTypeCd: 1 }));
    await userEvent.upload(within(dialog).getByTestId('material-upload-input'), new File(['%PDF'], 'slides.pdf'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'roomFile.ADD',
        expect.objectContaining({ roomFile: { roomCode: 'R1', meetCode: 'M1', fileTypeCd: 1 } }),
        expect.anything(),
      ),
    );
  });

  it('offers no upload to whoever may not add materials to the class', async () => {
    setup({ userTypeCd: 12, recordDownload: false, attendees: [] });
    renderApp('/demo/logMeet/list?meetCode=M1');
    const dialog = await screen.findByTestId('class-result-dialog');
    expect(await within(dialog).findByTestId('materials-table')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('material-upload')).not.toBeInTheDocument();
  });
});
