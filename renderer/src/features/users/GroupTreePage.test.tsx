import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type CommandInput, toPage, type User } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { makeUser, mockApi, signIn } from '../../test/fixtures';
import { GroupTreePage } from './GroupTreePage';
import { USER_DRAG_TYPE } from './treeTypes';

const BIG = 10_000;
const bigFolder: User[] = Array.from({ length: BIG }, (_, i) =>
  makeUser({ userIdx: 1000 + i, userId: `kid${String(i).padStart(5, '0')}`, userName: `Kid ${i}`, userTypeCd: 12, groupIdx: 5 }),
);
const rootUsers = [makeUser({ userIdx: 21, userId: 'student1', userName: 'Han', userTypeCd: 12 })];

function setup() {
  signIn({ user: { userIdx: 1, userTypeCd: 5 } });
  const lists: Array<CommandInput<'user.LIST'>> = [];
  const moves: Array<CommandInput<'user.MODIFY_GROUP'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 1, userTypeCd: 5 }) }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'group.LIST': () => ({ resultList: [{ groupIdx: 5, upGroupIdx: 0, groupName: 'Big', sortOrder: 1, userCount: BIG }] }),
    'user.LIST': (input) => {
      lists.push(input);
      // The whole folder in one answer: the tree must still paint only what is in view.
      return { resultPage: input.groupIdx === 5 ? toPage(bigFolder, 1, BIG, BIG) : toPage(rootUsers, 1, 200, 1) };
    },
    'user.MODIFY_GROUP': (input) => {
      moves.push(input);
      return { result: { count: 1 } };
    },
  });
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <GroupTreePage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { lists, moves };
}

const folderRow = (name: string) =>
  screen
    .getAllByTestId('tree-folder')
    .find((f) => f.getAttribute('data-group-name') === name)
    ?.querySelector<HTMLElement>('[data-testid="tree-folder-row"]') as HTMLElement;

describe('group tree', () => {
  it('opens a 10,000-user folder with a bounded number of rows in the DOM, paging the server', async () => {
    const { lists } = setup();
    await screen.findByText('Han');
    await screen.findByText('Big');
    fireEvent.click(folderRow('Big'));
    await screen.findByText('Kid 0');
    const big = screen.getAllByTestId('tree-folder').find((f) => f.getAttribute('data-group-name') === 'Big') as HTMLElement;
    const rows = within(big).getAllByTestId('tree-user');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-setsize', String(BIG));
    expect(lists.find((l) => l.groupIdx === 5)).toMatchObject({ page: 1, size: 200, order: 'userName' });
    expect(lists.every((l) => l.paging === undefined)).toBe(true);
  });

  it('moves a user dragged onto a folder and opens the user menu on right-click', async () => {
    const { moves } = setup();
    const han = (await screen.findByText('Han')).closest('[data-testid="tree-user"]') as HTMLElement;
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => store.set(k, v),
      getData: (k: string) => store.get(k) ?? '',
      get types() {
        return [...store.keys()];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(han, { dataTransfer });
    fireEvent.dragOver(folderRow('Big'), { dataTransfer });
    fireEvent.drop(folderRow('Big'), { dataTransfer });
    await waitFor(() => expect(moves).toEqual([{ userIdxList: [21], groupIdx: 5 }]));
    expect(store.has(USER_DRAG_TYPE)).toBe(true);

    fireEvent.contextMenu(han, { clientX: 10, clientY: 10 });
    expect(await screen.findByTestId('tree-menu-userInfo')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  });
});
