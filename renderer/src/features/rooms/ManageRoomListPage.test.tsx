import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '@boda/contract';
import { makeRoom, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

function room(roomCode: string, roomTitle: string, showEndDatetime: string): Room {
  const day = '2025-01-01T00:00:00.000Z';
  return makeRoom({ roomCode, roomTitle, showEndDatetime, anyoneOpen: true, showDatetime: day, regDatetime: day, template: null });
}

function setup() {
  signIn({ user: { userTypeCd: 5 } });
  const rooms = [room('RA', 'Algebra', '9999-12-31T23:59:59.000Z'), room('RB', 'Biology', '2025-06-30T14:59:59.000Z')];
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 5 }) }),
    'room.LIST': () => ({ resultPage: { content: rooms, page: 1, size: 30, total: 2, first: true, last: true } }),
    'room.VIEW': () => ({ result: rooms[0] as Room }),
    'roomUser.LIST': () => ({ resultList: [] }),
    'room.DEL': () => ({ result: { roomCode: 'RB' } }),
    'roomTemplate.LIST': () => ({
      resultList: [{ templateIdx: 1, templateName: 'Regular class', description: '', roomCategoryCd: 2, optionString: '' }],
    }),
    'user.LIST': () => ({
      resultPage: {
        content: [makeUser({ userIdx: 9, userName: 'Choi Teacher', userId: 'teacher2' })],
        page: 1,
        size: 1000,
        total: 1,
        first: true,
        last: true,
      },
    }),
  });
  return { api, ...renderApp('/demo/manage/room/list') };
}

describe('manage room list', () => {
  it('lists regular rooms 30 per page with the period or no limit; searches; opens the view', async () => {
    const { api, router } = setup();
    const rows = await screen.findAllByTestId('manage-room-row');
    expect(within(rows[0] as HTMLElement).getByTestId('manage-room-period')).toHaveTextContent('No limit');
    expect(within(rows[1] as HTMLElement).getByTestId('manage-room-period')).toHaveTextContent('~');
    expect(api).toHaveBeenCalledWith('room.LIST', { searchType: 1, page: 1, size: 30, searchKeyword: '', roomCategoryCdList: [2] });
    await userEvent.type(screen.getByTestId('manage-room-search'), 'Park');
    await waitFor(() => expect(api).toHaveBeenCalledWith('room.LIST', expect.objectContaining({ searchKeyword: 'Park' })));
    await userEvent.click((await screen.findAllByTestId('manage-room-row'))[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?roomCode=RA'));
    expect(await screen.findByTestId('room-view-page')).toBeInTheDocument();
  });

  it('removes a room after confirmation', async () => {
    const { api } = setup();
    const rows = await screen.findAllByTestId('manage-room-row');
    await userEvent.click(within(rows[1] as HTMLElement).getByTestId('manage-room-remove'));
    await userEvent.click(await screen.findByTestId('manage-room-remove-confirm-confirm'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('room.DEL', { roomCode: 'RB' }));
  });

  it('requires the responsible teacher in the register dialog', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByTestId('manage-room-register'));
    await userEvent.type(await screen.findByTestId('room-form-name'), 'New room');
    await userEvent.click(screen.getByTestId('room-form-class-type'));
    await userEvent.click(await screen.findByTestId('room-form-class-type-1'));
    await userEvent.click(screen.getByTestId('room-form-save'));
    expect(await screen.findByText('Choose the responsible teacher.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('room.ADD', expect.anything());
  });
});
