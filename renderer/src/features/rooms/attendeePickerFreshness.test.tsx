import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type CommandInput, type Room, toPage, type User } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { makeRoom, makeUser, mockApi, signIn } from '../../test/fixtures';
import { UserFormDialog } from '../users/UserFormDialog';
import { RoomDetailView } from './RoomDetailView';

const room: Room = makeRoom({ template: null });

/** The room screen and the user form side by side, as an operator has them in one session: one query client, no reload. */
function Screens({ kang }: { kang: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <RoomDetailView roomCode="RROOM1" mode="manage" />
      <button type="button" onClick={() => setEditing(true)} data-testid="edit-kang">
        edit
      </button>
      {editing ? <UserFormDialog user={kang} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

describe('one cache key per resource', () => {
  it('editing a user’s name shows in the room attendee picker without a reload', async () => {
    signIn({ user: { userTypeCd: 5 } });
    let kang = makeUser({ userIdx: 23, userId: 'student3', userName: 'Kang', userTypeCd: 12, phone: '01012345678' });
    const saves: Array<CommandInput<'user.SAVE'>> = [];
    mockApi({
      'room.VIEW': () => ({ result: room }),
      'roomUser.LIST': () => ({ resultList: [] }),
      'group.LIST': () => ({ resultList: [] }),
      'user.LIST': () => ({ resultPage: toPage([kang], 1, 100, 1) }),
      'user.SAVE': (input) => {
        saves.push(input);
        kang = { ...kang, userName: input.userName ?? kang.userName };
        return { result: kang };
      },
    });
    const client = createQueryClient();
    render(
      <AppProviders client={client}>
        <MemoryRouter>
          <Screens kang={kang} />
        </MemoryRouter>
      </AppProviders>,
    );

    await userEvent.click(await screen.findByTestId('room-view-add-attendees'));
    const before = await screen.findByTestId('attendee-picker');
    expect(await within(before).findByText('Kang')).toBeInTheDocument();
    await userEvent.click(within(before).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('attendee-picker')).not.toBeInTheDocument());

    await userEvent.click(screen.getByTestId('edit-kang'));
    const name = await screen.findByTestId('user-form-userName');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kang Minji');
    await userEvent.click(screen.getByTestId('user-form-save'));
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('user-form')).not.toBeInTheDocument());

    // Within the 30 s the cache counts as fresh: only the invalidation by resource brings the new name.
    await userEvent.click(screen.getByTestId('room-view-add-attendees'));
    const after = await screen.findByTestId('attendee-picker');
    expect(await within(after).findByText('Kang Minji')).toBeInTheDocument();
    expect(within(after).queryByText('Kang')).not.toBeInTheDocument();
  });
});
