import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { createQueryClient } from '../../../api/queryClient';
import { AppProviders } from '../../../app/AppProviders';
import { i18n } from '../../../i18n';
import { usePenNotice, watchPen, type PenView } from './index';

const han = { peerId: 'm8', role: 'student' as const };
const yoon = { peerId: 'm9', role: 'student' as const };
const teacher = { peerId: 'm1', role: 'teacher' as const };

function classOf(you: PenView['you'], pen: string | null = null) {
  return createStore<PenView & { chat: number }>(() => ({ you, pen, chat: 0 }));
}

describe('the pen notices', () => {
  it('tell a student once when the pen comes to them and once when it is taken back; nobody else is told', () => {
    const store = classOf(han);
    const changes = vi.fn();
    const stop = watchPen(store, changes);
    store.setState({ pen: 'm8' });
    // Other changes of the class while holding it tell nothing again.
    store.setState({ chat: 1 });
    store.setState({ pen: 'm8' });
    expect(changes.mock.calls).toEqual([['given']]);
    store.setState({ pen: null });
    expect(changes.mock.calls).toEqual([['given'], ['taken']]);
    // The pen passing between two others is not ours to hear about.
    store.setState({ pen: 'm9' });
    store.setState({ pen: 'm10' });
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
    store.setState({ pen: 'm8' });
    expect(changes).toHaveBeenCalledTimes(2);

    const other = classOf(yoon);
    const yoonHears = vi.fn();
    watchPen(other, yoonHears);
    other.setState({ pen: 'm8' });
    other.setState({ pen: null });
    expect(yoonHears).not.toHaveBeenCalled();

    const teacherClass = classOf(teacher);
    const teacherHears = vi.fn();
    watchPen(teacherClass, teacherHears);
    teacherClass.setState({ pen: 'm1' });
    expect(teacherHears).not.toHaveBeenCalled();
  });

  it('the one the pen comes to on arrival (a rejoin) is told; a state already known at subscribing is not told again', () => {
    const arriving = createStore<PenView>(() => ({ you: null, pen: null }));
    const changes = vi.fn();
    watchPen(arriving, changes);
    arriving.setState({ you: han, pen: 'm8' });
    expect(changes.mock.calls).toEqual([['given']]);

    const holding = classOf(han, 'm8');
    const again = vi.fn();
    watchPen(holding, again);
    holding.setState({ chat: 2 });
    expect(again).not.toHaveBeenCalled();
  });

  it('shows them as toasts, which the toaster announces, in the language of the page', async () => {
    const store = classOf(han);
    function Page() {
      usePenNotice({ store });
      return null;
    }
    render(
      <AppProviders client={createQueryClient()}>
        <Page />
      </AppProviders>,
    );
    const spoken = () => [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ');
    act(() => store.setState({ pen: 'm8' }));
    // Fluent's toaster reads each toast out in its live region (for half a second).
    await waitFor(() => expect(spoken()).toContain('You can draw on the board now.'));
    const given = screen.getAllByText('You can draw on the board now.').find((element) => element.closest('[data-testid="toast-info"]'));
    expect(given).toBeVisible();
    act(() => store.setState({ pen: null }));
    expect(await screen.findByText('The teacher took the pen back: you can no longer draw on the board.')).toBeInTheDocument();
    // Once: the toasts of the class are the two notices.
    expect(
      screen
        .getAllByTestId('toast-info')
        .map((toast) => toast.textContent)
        .sort(),
    ).toEqual(['The teacher took the pen back: you can no longer draw on the board.', 'You can draw on the board now.']);

    await act(() => i18n.changeLanguage('ko'));
    act(() => store.setState({ pen: 'm8' }));
    expect(await screen.findByText('이제 칠판에 판서할 수 있습니다.')).toBeInTheDocument();
    act(() => store.setState({ pen: null }));
    expect(await screen.findByText('선생님이 판서 권한을 회수했습니다. 이제 칠판에 판서할 수 없습니다.')).toBeInTheDocument();
  });
});
