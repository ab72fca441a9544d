import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room, RoomUser, User } from '@boda/contract';
import { i18n } from '../../i18n';
import { makeRoom, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const room: Room = makeRoom();

const attendees: RoomUser[] = [
  { roomUserIdx: 1, userIdx: 21, userId: 'student1', userName: 'Han', userTypeCd: 12, phone: '01040000001' },
  { roomUserIdx: 2, userIdx: 22, userId: 'student2', userName: 'Yoon', userTypeCd: 12, phone: null },
];

const candidates: User[] = [
  makeUser({ userIdx: 21, userId: 'student1', userName: 'Han', userTypeCd: 12 }),
  makeUser({ userIdx: 23, userId: 'student3', userName: 'Kang', userTypeCd: 12 }),
];

function setup(overrides: Partial<Room> = {}, roomUsers: RoomUser[] = attendees) {
  signIn();
  const view = { ...room, ...overrides };
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser() }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'room.VIEW': () => ({ result: view }),
    'roomUser.LIST': () => ({ resultList: roomUsers }),
    'roomTemplate.LIST': () => ({ resultList: [room.template as NonNullable<Room['template']>] }),
    'user.LIST': () => ({ resultPage: { content: candidates, page: 1, size: 1000, total: 2, first: true, last: true } }),
    'roomUser.ADD_LIST': () => ({ result: { added: 1 } }),
    'roomUser.DEL_LIST': () => ({ result: { removed: 1 } }),
    'room.MOD': () => ({ result: view }),
    'room.LIST': () => ({ resultPage: { content: [], page: 1, size: 200, total: 0, first: true, last: true } }),
  });
  return { api, ...renderApp('/demo/room/view?roomCode=RROOM1&meetCode=0') };
}

describe('room view', () => {
  it('goes back to the list without a roomCode', async () => {
    signIn();
    mockApi({
      'room.LIST': () => ({ resultPage: { content: [], page: 1, size: 200, total: 0, first: true, last: true } }),
      'user.GET_ME': () => ({ result: makeUser() }),
    });
    const { router } = renderApp('/demo/room/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
  });

  it('shows the details and the attendee table (phone or a dash)', async () => {
    setup();
    expect(await screen.findByTestId('room-info-classType')).toHaveTextContent('Regular class');
    expect(screen.getByTestId('room-info-leader')).toHaveTextContent('Kim Teacher');
    expect(screen.getByTestId('room-info-period')).toHaveTextContent('No limit');
    expect(screen.getByTestId('room-info-openType')).toHaveTextContent('Only after the leader has entered');
    const rows = await screen.findAllByTestId('attendee-row');
    expect(within(rows[0] as HTMLElement).getByText('01040000001')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('-')).toBeInTheDocument();
  });

  it('names an untouched default class type in the shown language, and a renamed one as the operator typed it', async () => {
    await i18n.changeLanguage('ko');
    const { unmount } = setup();
    expect(await screen.findByTestId('room-info-classType')).toHaveTextContent(/^정규 수업$/);
    unmount();
    setup({ template: { ...room.template!, templateName: 'Regular class (Saturday)' } });
    expect(await screen.findByTestId('room-info-classType')).toHaveTextContent(/^Regular class \(Saturday\)$/);
  });

  it('says so when the room has no attendees', async () => {
    setup({}, []);
    expect(await screen.findByTestId('attendee-table-empty')).toHaveTextContent('There are no attendees.');
    expect(screen.queryAllByTestId('attendee-row')).toHaveLength(0);
  });

  it('offers the owner a checkbox per attendee, named by the attendee, and one to select them all', async () => {
    setup();
    const rows = await screen.findAllByTestId('attendee-row');
    expect(within(rows[0] as HTMLElement).getByRole('checkbox', { name: 'Han' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getAllByTestId('attendee-row-check').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('hides the owner actions from others', async () => {
    setup({ isOwner: false });
    expect(await screen.findByTestId('room-info')).toBeInTheDocument();
    expect(screen.queryByTestId('room-view-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('attendee-table-select-all')).not.toBeInTheDocument();
  });

  it('warns when removing with nothing selected, then removes the selection after confirmation', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByTestId('room-view-remove-attendees'));
    expect(await screen.findByText('Select the attendees to remove.')).toBeInTheDocument();
    const [first] = await screen.findAllByTestId('attendee-row-check');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(screen.getByTestId('room-view-remove-attendees'));
    await userEvent.click(await screen.findByTestId('attendee-remove-confirm-confirm'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomUser.DEL_LIST', { roomCode: 'RROOM1', userIdxList: [21] }));
  });

  it('adds attendees with the picker, warning when everyone chosen is already in', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByTestId('room-view-add-attendees'));
    const picker = await screen.findByTestId('attendee-picker');
    const rows = await within(picker).findAllByTestId('attendee-picker-row');
    await userEvent.click(rows.find((r) => r.getAttribute('data-user-id') === 'student1') as HTMLElement);
    await userEvent.click(screen.getByTestId('attendee-picker-confirm'));
    expect(await screen.findByText('Everyone chosen is already an attendee.')).toBeInTheDocument();
    await userEvent.click(rows.find((r) => r.getAttribute('data-user-id') === 'student3') as HTMLElement);
    await userEvent.click(screen.getByTestId('attendee-picker-confirm'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomUser.ADD_LIST', { roomCode: 'RROOM1', userIdxList: [23] }));
  });

  it('edits the room with validation: the name is required', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByTestId('room-view-edit'));
    const name = await screen.findByTestId('room-form-name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('room-form-save'));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    await userEvent.type(name, 'Math B');
    await userEvent.click(screen.getByTestId('room-form-save'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('room.MOD', {
        room: expect.objectContaining({
          roomCode: 'RROOM1',
          roomTitle: 'Math B',
          templateIdx: 1,
          anyoneOpen: false,
          showEndDatetime: '9999-12-31T23:59:59.000Z',
        }),
      }),
    );
    const call = api.mock.calls.find(([name]) => name === 'room.MOD');
    expect((call?.[1] as { room: { showDatetime?: string } }).room.showDatetime).toBeUndefined();
  });
});
