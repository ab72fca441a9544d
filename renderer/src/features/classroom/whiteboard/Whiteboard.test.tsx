import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INK_COLORS, InkTool, type ClassroomInk } from '@boda/contract';
import { createQueryClient } from '../../../api/queryClient';
import { AppProviders } from '../../../app/AppProviders';
import { i18n } from '../../../i18n';
import { applyInk, emptyBoard, liveInkOf, liveKey, Whiteboard, type BoardState } from './index';

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields the board reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly pressure: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.pressure = init.pressure ?? 0;
  }
}

// The board is 800 x 450 at (100, 50): a fraction x is client pixel 100 + 800 x.
const at = (x: number, y: number) => ({ clientX: 100 + x * 800, clientY: 50 + y * 450 });
const mouse = { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 };
const fill = vi.fn();

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 800, 450));
  // jsdom draws nothing: a 2D context that records fills, to see strokes painted.
  const context = new Proxy({ fill }, { get: (target, key) => (key in target ? target[key as 'fill'] : () => undefined) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  fill.mockClear();
});

/** The page as the classroom keeps it: every part, its own too, folded into the board's state. */
function Classroom({
  canDraw,
  penHolder,
  onInk,
  onInkNow,
  onClear,
  onErase,
  initial,
}: {
  canDraw: boolean;
  penHolder?: string | null;
  onInk(ink: ClassroomInk): void;
  onInkNow?: (ink: ClassroomInk, at: number) => boolean;
  onClear?: () => void;
  onErase?: (strokeIds: string[], gesture: string) => void;
  initial?: BoardState;
}) {
  const store = useMemo(() => createStore<BoardState>(() => initial ?? emptyBoard()), [initial]);
  const strokes = useStore(store, (board) => board.strokes);
  const liveInk = useMemo(() => liveInkOf(store, (board) => board.live), [store]);
  return (
    <Whiteboard
      strokes={strokes}
      liveInk={liveInk}
      canDraw={canDraw}
      penHolder={penHolder}
      onInk={(ink) => {
        onInk(ink);
        store.setState((before) => applyInk(before, 'me', ink));
      }}
      onInkNow={onInkNow}
      onClear={onClear}
      {...(onErase ? { onErase } : {})}
    />
  );
}

function renderBoard(props: Parameters<typeof Classroom>[0]) {
  const view = render(
    <AppProviders client={createQueryClient()}>
      <Classroom {...props} />
    </AppProviders>,
  );
  return { board: screen.getByRole('img'), ...view };
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('Whiteboard', () => {
  it('erases the strokes an eraser drag touches, each once, as one drag; without onErase there is no eraser', async () => {
    const line = (strokeId: string, y: number): ClassroomInk => ({
      strokeId,
      tool: InkTool.PEN,
      color: INK_COLORS[0],
      size: 0.004,
      points: [
        [0.1, y, 0.5],
        [0.9, y, 0.5],
      ],
      done: true,
    });
    const onErase = vi.fn();
    const initial = emptyBoard([line('top', 0.2), line('middle', 0.5), line('bottom', 0.8)]);
    const { board, unmount } = renderBoard({ canDraw: true, onInk: vi.fn(), onErase, initial });
    await userEvent.click(screen.getByRole('radio', { name: /^Eraser/ }));
    // Down between the lines, then across the top and middle ones (and back over the top one).
    fireEvent.pointerDown(board, { ...mouse, ...at(0.5, 0.1) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.5, 0.35) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.5, 0.6) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.5, 0.1) });
    fireEvent.pointerUp(board, { ...mouse, ...at(0.5, 0.1) });
    expect(onErase.mock.calls.map(([ids]) => ids as string[])).toEqual([['top'], ['middle']]);
    expect(new Set(onErase.mock.calls.map(([, gesture]) => gesture as string)).size).toBe(1);
    // The next drag is another step.
    fireEvent.pointerDown(board, { ...mouse, ...at(0.5, 0.8) });
    fireEvent.pointerUp(board, { ...mouse, ...at(0.5, 0.8) });
    expect(onErase.mock.calls[2]?.[0]).toEqual(['bottom']);
    expect(onErase.mock.calls[2]?.[1]).not.toBe(onErase.mock.calls[0]?.[1]);
    unmount();
    renderBoard({ canDraw: true, onInk: vi.fn(), initial });
    expect(screen.queryByRole('radio', { name: /^Eraser/ })).toBeNull();
  });

  it('sends a drawn stroke in parts as it is drawn, then a done part, and keeps it on the board', async () => {
    const onInk = vi.fn();
    const { board } = renderBoard({ canDraw: true, onInk });
    fireEvent.pointerDown(board, { ...mouse, ...at(0.1, 0.2) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.2, 0.2) });
    expect(fill).toHaveBeenCalled(); // painted in the handler, before any part went out
    // Parts go out while the button is still down: the first at once, the next within a frame or so.
    await waitFor(() => expect(onInk).toHaveBeenCalled());
    expect(onInk.mock.calls.every(([ink]) => (ink as ClassroomInk).done === false)).toBe(true);
    fireEvent.pointerMove(board, { ...mouse, ...at(0.3, 0.4) });
    fireEvent.pointerMove(board, { ...mouse, ...at(1.4, 0.4) }); // off the board: held at its edge
    fireEvent.pointerUp(board, { ...mouse, ...at(1.4, 0.4) });

    const parts = onInk.mock.calls.map(([ink]) => ink as ClassroomInk);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.map((part) => part.done)).toEqual([...parts.slice(1).map(() => false), true]);
    expect(parts[0].done).toBe(false);
    const strokeId = parts[0].strokeId;
    expect(strokeId).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(parts.every((part) => part.strokeId === strokeId && part.tool === InkTool.PEN && part.color === INK_COLORS[0])).toBe(true);
    expect(parts.flatMap((part) => part.points)).toEqual([
      [0.1, 0.2, 0.5],
      [0.2, 0.2, 0.5],
      [0.3, 0.4, 0.5],
      [1, 0.4, 0.5],
    ]);
    expect(screen.getByTestId('classroom-board')).toHaveAttribute('data-strokes', '1');

    // The next stroke is a new one, with the tool chosen on the toolbar.
    await userEvent.click(screen.getByRole('radio', { name: 'Highlighter' }));
    onInk.mockClear();
    fireEvent.pointerDown(board, { ...mouse, ...at(0.5, 0.5) });
    fireEvent.pointerUp(board, { ...mouse, ...at(0.5, 0.5) });
    const dot = onInk.mock.calls.map(([ink]) => ink as ClassroomInk);
    expect(dot.every((part) => part.tool === InkTool.HIGHLIGHTER && part.strokeId !== strokeId)).toBe(true);
    expect(dot.flatMap((part) => part.points)).toEqual([[0.5, 0.5, 0.5]]);
    expect(dot.at(-1)?.done).toBe(true);
    expect(screen.getByTestId('classroom-board')).toHaveAttribute('data-strokes', '2');
  });

  it('sends every move straight away too (for the data channel), each part saying where it starts in the stroke', () => {
    const onInkNow = vi.fn();
    const { board } = renderBoard({ canDraw: true, onInk: vi.fn(), onInkNow });
    fireEvent.pointerDown(board, { ...mouse, ...at(0.1, 0.2) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.2, 0.2) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.3, 0.4) });
    // No frame has passed: each move went out in its own handler.
    expect(onInkNow.mock.calls.map(([ink, start]) => [start, (ink as ClassroomInk).points, (ink as ClassroomInk).done])).toEqual([
      [0, [[0.1, 0.2, 0.5]], false],
      [1, [[0.2, 0.2, 0.5]], false],
      [2, [[0.3, 0.4, 0.5]], false],
    ]);
    fireEvent.pointerUp(board, { ...mouse, ...at(0.3, 0.4) });
    expect(onInkNow.mock.calls.at(-1)).toEqual([expect.objectContaining({ points: [], done: true }), 3]);
  });

  it('sends the server its parts at the slower pace while the others all have the ink directly, at the frame pace when not', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      const partsWhile = (direct: boolean) => {
        const onInk = vi.fn();
        const view = renderBoard({ canDraw: true, onInk, onInkNow: () => direct });
        fireEvent.pointerDown(view.board, { ...mouse, ...at(0.1, 0.1) });
        // A move every 8 ms for 200 ms (a 120 Hz pen), each frame drawn as time passes.
        for (let move = 1; move <= 25; move += 1) {
          act(() => {
            vi.advanceTimersByTime(8);
          });
          fireEvent.pointerMove(view.board, { ...mouse, ...at(0.1 + move * 0.02, 0.2) });
        }
        const parts = onInk.mock.calls.length;
        fireEvent.pointerUp(view.board, { ...mouse, ...at(0.6, 0.2) });
        view.unmount();
        return parts;
      };
      // 200 ms: about one part per 1000/90 ms frame-gathered, or one per INK_PART_RELAYED_INTERVAL_MS.
      expect(partsWhile(false)).toBeGreaterThanOrEqual(12);
      expect(partsWhile(true)).toBeLessThanOrEqual(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes moves from pointerrawupdate where the browser has it (no frame wait), and pointermove then adds nothing', () => {
    vi.stubGlobal('onpointerrawupdate', null);
    const onInkNow = vi.fn();
    const { board } = renderBoard({ canDraw: true, onInk: vi.fn(), onInkNow });
    fireEvent.pointerDown(board, { ...mouse, ...at(0.1, 0.2) });
    board.dispatchEvent(new TestPointerEvent('pointerrawupdate', { ...mouse, ...at(0.2, 0.2), bubbles: true }));
    fireEvent.pointerMove(board, { ...mouse, ...at(0.2, 0.2) });
    board.dispatchEvent(new TestPointerEvent('pointerrawupdate', { ...mouse, ...at(0.3, 0.3), bubbles: true }));
    fireEvent.pointerMove(board, { ...mouse, ...at(0.3, 0.3) });
    fireEvent.pointerUp(board, { ...mouse, ...at(0.3, 0.3) });
    expect(onInkNow.mock.calls.flatMap(([ink]) => (ink as ClassroomInk).points)).toEqual([
      [0.1, 0.2, 0.5],
      [0.2, 0.2, 0.5],
      [0.3, 0.3, 0.5],
    ]);
    expect(onInkNow).toHaveBeenCalledTimes(4);
  });

  it('paints the others’ strokes while they are drawn, then keeps them when done', async () => {
    const part = (points: [number, number, number][], done: boolean): ClassroomInk => ({
      strokeId: 'remote1',
      tool: 'pen',
      color: '#d32f2f',
      size: 0.0035,
      points,
      done,
    });
    const store = createStore<BoardState>(() => emptyBoard());
    const renders = vi.fn();
    function Watching() {
      renders();
      const strokes = useStore(store, (board) => board.strokes);
      const liveInk = useMemo(() => liveInkOf(store, (board) => board.live), []);
      return <Whiteboard strokes={strokes} liveInk={liveInk} canDraw={false} onInk={vi.fn()} />;
    }
    render(
      <AppProviders client={createQueryClient()}>
        <Watching />
      </AppProviders>,
    );
    await nextFrame();
    const rendersBefore = renders.mock.calls.length;
    act(() =>
      store.setState((board) =>
        applyInk(
          board,
          'teacher',
          part(
            [
              [0.1, 0.1, 0.5],
              [0.4, 0.3, 0.5],
            ],
            false,
          ),
        ),
      ),
    );
    expect(screen.getByTestId('classroom-board-live')).toHaveAttribute('data-live', '1');
    expect(fill).toHaveBeenCalled();
    expect(store.getState().live.get(liveKey('teacher', 'remote1'))?.points).toHaveLength(2);

    // The next part is painted as it comes (not in a later animation frame), and nothing re-renders for it.
    const fillsBefore = fill.mock.calls.length;
    store.setState((board) => applyInk(board, 'teacher', part([[0.5, 0.3, 0.5]], false)));
    expect(screen.getByTestId('classroom-board-live')).toHaveAttribute('data-live-points', '3');
    expect(fill.mock.calls.length).toBeGreaterThan(fillsBefore);
    expect(renders.mock.calls.length).toBe(rendersBefore);

    act(() => store.setState((board) => applyInk(board, 'teacher', part([[0.6, 0.3, 0.5]], true))));
    await nextFrame();
    expect(screen.getByTestId('classroom-board-live')).toHaveAttribute('data-live', '0');
    expect(screen.getByTestId('classroom-board')).toHaveAttribute('data-strokes', '1');
  });

  it('without the pen: no tools, a note in either language, and drawing sends nothing', async () => {
    const onInk = vi.fn();
    const { board } = renderBoard({ canDraw: false, onInk });
    expect(screen.queryByTestId('classroom-board-toolbar')).toBeNull();
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('The teacher has the pen.');
    fireEvent.pointerDown(board, { ...mouse, ...at(0.1, 0.2) });
    fireEvent.pointerMove(board, { ...mouse, ...at(0.3, 0.2) });
    fireEvent.pointerUp(board, { ...mouse, ...at(0.3, 0.2) });
    await nextFrame();
    expect(onInk).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('선생님이 펜을 가지고 있습니다.');
  });

  it('names the student who holds the pen on the boards of the others, in either language', async () => {
    const view = renderBoard({ canDraw: false, penHolder: 'Student Han', onInk: vi.fn() });
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('Student Han has the pen.');
    expect(screen.getByTestId('classroom-board-no-pen')).not.toHaveTextContent('teacher');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('Student Han님이 펜을 가지고 있습니다.');
    view.unmount();
    // The pen back with the teacher: the note says so again.
    renderBoard({ canDraw: false, penHolder: null, onInk: vi.fn() });
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('선생님이 펜을 가지고 있습니다.');
  });

  it('offers the clear to the teacher only, asks first, and names its tools in both languages', async () => {
    const onClear = vi.fn();
    const first = renderBoard({ canDraw: true, onInk: vi.fn() });
    expect(screen.queryByTestId('classroom-board-clear')).toBeNull();
    first.unmount();

    renderBoard({ canDraw: true, onInk: vi.fn(), onClear });
    const user = userEvent.setup();
    // The toolbar is reached with the keyboard: Tab lands on its first tool (arrows move along it in a browser).
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pen' }));
    // Asked first: cancelling clears nothing.
    await user.click(screen.getByRole('button', { name: 'Clear the board' }));
    expect(await screen.findByTestId('classroom-board-clear-confirm-message')).toHaveTextContent('whole class');
    await user.click(screen.getByTestId('classroom-board-clear-confirm-cancel'));
    expect(onClear).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear the board' }));
    await user.click(await screen.findByTestId('classroom-board-clear-confirm-confirm'));
    await waitFor(() => expect(onClear).toHaveBeenCalledTimes(1));

    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByRole('radio', { name: '형광펜' })).toBeInTheDocument();
    // One name for the surface in Korean: 칠판 (the class's toolbar says so too).
    expect(screen.getByRole('button', { name: '칠판 지우기' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: '칠판 도구' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '칠판' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '칠판 지우기' }));
    const dialog = await screen.findByTestId('classroom-board-clear-confirm');
    expect(dialog).toHaveTextContent('칠판');
    expect(dialog.textContent).not.toMatch(/보드|화이트보드/);
    await user.click(screen.getByTestId('classroom-board-clear-confirm-cancel'));
    // And one in English: the board.
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('toolbar', { name: 'Board tools' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Board' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the board' }));
    expect(await screen.findByTestId('classroom-board-clear-confirm-message')).toHaveTextContent('Every stroke on the board');
  });
});
