import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Limits, type Memo } from '@boda/contract';
import { mockApi } from '../test/fixtures';
import { useCommandMutation, useCommandQuery } from './commandQuery';
import { createQueryClient } from './queryClient';

const memo = (memoIdx: number, content: string): Memo => ({
  memoIdx,
  userIdx: 5,
  regUserIdx: 1,
  regUserName: 'Admin',
  content,
  regDatetime: '2026-11-01T00:00:00Z',
});

/** A screen listing a user's memos and one writing a memo, as the user page has them: one cache, no reload. */
function MemoScreens() {
  const list = useCommandQuery('memo.LIST', { userIdx: 5 }, { select: (d) => d.resultList });
  const save = useCommandMutation('memo.SAVE');
  return (
    <>
      <ul>
        {list.data?.map((m) => (
          <li key={m.memoIdx}>{m.content}</li>
        ))}
      </ul>
      <button type="button" onClick={() => save.mutate({ userIdx: 5, content: 'Called the parents' })}>
        save
      </button>
    </>
  );
}

function renderWithCache(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

afterEach(() => vi.restoreAllMocks());

describe('refreshes that follow from the contract', () => {
  it('after saving a memo the list on screen shows it, without a reload', async () => {
    const memos = [memo(1, 'Prefers mornings')];
    mockApi({
      'memo.LIST': () => ({ resultList: [...memos] }),
      'memo.SAVE': (input) => {
        const saved = memo(memos.length + 1, input.content);
        memos.unshift(saved);
        return { result: saved };
      },
    });
    renderWithCache(<MemoScreens />);
    expect(await screen.findByText('Prefers mornings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Called the parents')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Called the parents', 'Prefers mornings']);
  });

  it('a change shows on the screens of the other resources the contract names (a deleted group empties its users)', async () => {
    let grouped = true;
    const send = mockApi({
      'user.LIST': () => ({ resultPage: { content: [], total: grouped ? 3 : 0, page: 1, size: 10, last: true } }) as never,
      'group.DEL': () => {
        grouped = false;
        return { result: { count: 1 } } as never;
      },
    });
    function Screens() {
      const users = useCommandQuery('user.LIST', { groupIdx: 4 } as never, { select: (d) => d.resultPage.total });
      const remove = useCommandMutation('group.DEL');
      return (
        <>
          <output>{`users: ${users.data ?? '-'}`}</output>
          <button type="button" onClick={() => remove.mutate({ groupIdx: 4 } as never)}>
            delete group
          </button>
        </>
      );
    }
    renderWithCache(<Screens />);
    expect(await screen.findByText('users: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'delete group' }));
    expect(await screen.findByText('users: 0')).toBeInTheDocument();
    expect(send.mock.calls.filter(([name]) => name === 'user.LIST')).toHaveLength(2);
  });

  it('opening a received message refreshes the received list but does not read the message again', async () => {
    const send = mockApi({
      'message.recv.LIST': () => ({ resultPage: { content: [], total: 0, page: 1, size: 10, last: true } }) as never,
      'message.recv.GET': () => ({ result: { title: 'Hello' } }) as never,
    });
    function Screens() {
      const list = useCommandQuery('message.recv.LIST', { page: 1 } as never);
      const opened = useCommandQuery('message.recv.GET', { messageIdx: 8 }, { select: (d) => d.result.title, enabled: list.isSuccess });
      return <output>{opened.data ?? '-'}</output>;
    }
    renderWithCache(<Screens />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await waitFor(() => expect(send.mock.calls.filter(([name]) => name === 'message.recv.LIST')).toHaveLength(2));
    expect(send.mock.calls.filter(([name]) => name === 'message.recv.GET')).toHaveLength(1);
  });

  it('a reviewed note keeps its open view (the answer carries it) while the note list refreshes', async () => {
    const send = mockApi({
      'note.LIST': () => ({ resultPage: { content: [], total: 0, page: 1, size: 10, last: true } }) as never,
      'note.VIEW': () => ({ result: { noteIdx: 3 } }) as never,
      'note.MOD_REVIEW': () => ({ result: { noteIdx: 3, solution: { solutionNo: 1 } } }) as never,
    });
    function Screens() {
      const list = useCommandQuery('note.LIST', {} as never);
      const view = useCommandQuery('note.VIEW', { noteIdx: 3 });
      const review = useCommandMutation('note.MOD_REVIEW');
      const ready = list.isSuccess && view.isSuccess;
      return (
        <button type="button" disabled={!ready} onClick={() => review.mutate({ noteIdx: 3 } as never)}>
          {review.isSuccess ? 'reviewed' : 'review'}
        </button>
      );
    }
    renderWithCache(<Screens />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'review' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'review' }));
    await screen.findByRole('button', { name: 'reviewed' });
    expect(send.mock.calls.filter(([name]) => name === 'note.LIST')).toHaveLength(2);
    expect(send.mock.calls.filter(([name]) => name === 'note.VIEW')).toHaveLength(1);
  });

  it('a closed class refreshes the room lists only after the server has settled it', async () => {
    let closedAt = 0;
    const listedAt: number[] = [];
    mockApi({
      'room.LIST': () => {
        listedAt.push(Date.now());
        return { resultPage: { content: [], total: closedAt ? 0 : 1, page: 1, size: 10, last: true } } as never;
      },
      'roomJoin.CLOSE': () => {
        closedAt = Date.now();
        return { result: {} } as never;
      },
    });
    function Screens() {
      const rooms = useCommandQuery('room.LIST', {} as never, { select: (d) => d.resultPage.total });
      const close = useCommandMutation('roomJoin.CLOSE');
      return (
        <>
          <output>{`live: ${rooms.data ?? '-'}`}</output>
          <button type="button" onClick={() => close.mutate({ roomCode: 'R1' } as never)}>
            close
          </button>
        </>
      );
    }
    renderWithCache(<Screens />);
    expect(await screen.findByText('live: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(await screen.findByText('live: 0', {}, { timeout: 10 * Limits.FOLLOW_UP_DELAY_MS })).toBeInTheDocument();
    expect(listedAt).toHaveLength(2);
    // A timer may fire a millisecond early against Date.now(); without the delay the list would be asked at once.
    expect(listedAt[1]! - closedAt).toBeGreaterThanOrEqual(Limits.FOLLOW_UP_DELAY_MS - 20);
  });
});
