import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PAGE_INK, INK_COLORS, InkTool, type PageInk } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { InkLayer, InkToolbar, useInkHistory, DEFAULT_INK_TOOL, type InkToolState } from './index';

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields the layer reads. */
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

const WIDTH = 500;
const HEIGHT = 700;
const fill = vi.fn();

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, WIDTH, HEIGHT));
  // jsdom draws nothing: a 2D context that records fills, to see the live stroke painted during the move.
  const context = new Proxy({ fill }, { get: (target, key) => (key in target ? target[key as 'fill'] : () => undefined) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  fill.mockClear();
});

/** A drag across the layer: page coordinates (fractions) become client pixels inside the mocked box. */
function drag(layer: HTMLElement, from: [number, number], to: [number, number], init: PointerEventInit = {}) {
  const at = ([x, y]: [number, number]) => ({ clientX: 100 + x * WIDTH, clientY: 50 + y * HEIGHT });
  const base = { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, ...init };
  fireEvent.pointerDown(layer, { ...base, ...at(from) });
  for (let step = 1; step <= 4; step += 1) {
    const t = step / 4;
    fireEvent.pointerMove(layer, { ...base, ...at([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]) });
  }
  fireEvent.pointerUp(layer, { ...base, ...at(to) });
}

/** One page as the solver would use it: ink in state, saved through the history, one toolbar. */
function Page({
  initial = EMPTY_PAGE_INK,
  readOnly = false,
  onSave,
}: {
  initial?: PageInk;
  readOnly?: boolean;
  onSave(ink: PageInk): void;
}) {
  const [ink, setInk] = useState(initial);
  const [tool, setTool] = useState<InkToolState>(DEFAULT_INK_TOOL);
  const history = useInkHistory((_page, next) => {
    setInk(next);
    onSave(next);
  });
  return (
    <>
      <InkToolbar
        tool={tool}
        onToolChange={setTool}
        history={history}
        page="p1"
        onClear={() => history.commit('p1', ink, EMPTY_PAGE_INK)}
      />
      <div style={{ position: 'relative' }}>
        <InkLayer value={ink} onChange={(next) => history.commit('p1', ink, next)} tool={tool} readOnly={readOnly} />
      </div>
    </>
  );
}

function renderPage(props: Parameters<typeof Page>[0]) {
  render(
    <AppProviders client={createQueryClient()}>
      <Page {...props} />
    </AppProviders>,
  );
  return screen.getByTestId('ink-layer');
}

describe('InkLayer', () => {
  it('turns a pointer drag into one stroke in page fractions, painted live during the move', () => {
    const onSave = vi.fn();
    const layer = renderPage({ onSave });
    // touch-action is checked in Chromium (tests/bench/penLatency.ts): jsdom's CSS drops it.
    fireEvent.pointerDown(layer, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, clientX: 150, clientY: 120 });
    fill.mockClear();
    fireEvent.pointerMove(layer, { pointerId: 1, pointerType: 'mouse', buttons: 1, clientX: 200, clientY: 120 });
    expect(fill).toHaveBeenCalledTimes(1); // in the handler, not a frame later
    expect(onSave).not.toHaveBeenCalled(); // saved when the stroke ends
    fireEvent.pointerUp(layer, { pointerId: 1, pointerType: 'mouse', clientX: 200, clientY: 120 });

    expect(onSave).toHaveBeenCalledTimes(1);
    const [ink] = onSave.mock.calls[0] as [PageInk];
    expect(ink.strokes).toHaveLength(1);
    expect(ink.strokes[0]).toMatchObject({ tool: InkTool.PEN, color: INK_COLORS[0], size: 0.0035 });
    expect(ink.strokes[0].points).toEqual([
      [0.1, 0.1, 0.5],
      [0.2, 0.1, 0.5],
    ]);
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
  });

  it('takes pressure from a pen and ignores touches while the pen is down (palm)', () => {
    const onSave = vi.fn();
    const layer = renderPage({ onSave });
    const touch = { pointerId: 9, pointerType: 'touch', button: 0, buttons: 1 };
    const pen = { pointerId: 7, pointerType: 'pen', button: 0, buttons: 1 };
    // The palm lands first and moves: a touch stroke starts ...
    fireEvent.pointerDown(layer, { ...touch, clientX: 400, clientY: 600 });
    fireEvent.pointerMove(layer, { ...touch, clientX: 420, clientY: 610 });
    // ... the pen lands: the palm's stroke is dropped, its further moves ignored.
    fireEvent.pointerDown(layer, { ...pen, pressure: 0.8, clientX: 150, clientY: 120 });
    fireEvent.pointerMove(layer, { ...touch, clientX: 450, clientY: 650 });
    fireEvent.pointerDown(layer, { ...touch, pointerId: 10, clientX: 300, clientY: 300 });
    fireEvent.pointerUp(layer, { ...touch, clientX: 450, clientY: 650 });
    fireEvent.pointerMove(layer, { ...pen, pressure: 0.3, clientX: 200, clientY: 120 });
    fireEvent.pointerUp(layer, { ...pen, clientX: 200, clientY: 120 });

    expect(onSave).toHaveBeenCalledTimes(1);
    expect((onSave.mock.calls[0][0] as PageInk).strokes).toEqual([
      expect.objectContaining({
        points: [
          [0.1, 0.1, 0.8],
          [0.2, 0.1, 0.3],
        ],
      }),
    ]);
  });

  it('erases a stroke dragged over, and undo brings it back (button and Ctrl+Z), redo removes it again', async () => {
    const onSave = vi.fn();
    const layer = renderPage({ onSave });
    drag(layer, [0.2, 0.5], [0.8, 0.5]);
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'Eraser: drag over strokes to remove them' }));
    drag(layer, [0.5, 0.3], [0.5, 0.7]);
    expect(screen.queryAllByTestId('ink-stroke')).toHaveLength(0);
    expect(onSave).toHaveBeenLastCalledWith({ strokes: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Undo (Ctrl+Z)' }));
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
    expect((onSave.mock.lastCall?.[0] as PageInk).strokes).toHaveLength(1);

    await userEvent.click(screen.getByTestId('ink-redo'));
    expect(screen.queryAllByTestId('ink-stroke')).toHaveLength(0);
    act(() => void fireEvent.keyDown(window, { key: 'z', ctrlKey: true }));
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
    act(() => void fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true }));
    expect(screen.queryAllByTestId('ink-stroke')).toHaveLength(0);
  });

  it('leaves Ctrl+Z in a text box to the text box', () => {
    const onSave = vi.fn();
    const layer = renderPage({ onSave });
    drag(layer, [0.2, 0.5], [0.8, 0.5]);
    const answer = document.body.appendChild(document.createElement('input'));
    act(() => void fireEvent.keyDown(answer, { key: 'z', ctrlKey: true }));
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
    answer.remove();
  });

  it('leaves strokes the eraser does not touch', async () => {
    const onSave = vi.fn();
    const layer = renderPage({ onSave });
    drag(layer, [0.2, 0.2], [0.8, 0.2]);
    drag(layer, [0.2, 0.8], [0.8, 0.8]);
    await userEvent.click(screen.getByTestId('ink-mode-eraser'));
    drag(layer, [0.5, 0.7], [0.5, 0.9]);
    const ink = onSave.mock.lastCall?.[0] as PageInk;
    expect(ink.strokes).toHaveLength(1);
    expect(ink.strokes[0].points[0]).toEqual([0.2, 0.2, 0.5]);
  });

  it('clears the page only after the user confirms', async () => {
    const onSave = vi.fn();
    renderPage({
      onSave,
      initial: {
        strokes: [
          {
            tool: 'pen',
            color: '#1565c0',
            size: 0.004,
            points: [
              [0.1, 0.1, 0.5],
              [0.3, 0.3, 0.5],
            ],
          },
        ],
      },
    });
    await userEvent.click(screen.getByTestId('ink-clear'));
    await userEvent.click(await screen.findByTestId('ink-clear-confirm-cancel'));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('ink-clear'));
    await userEvent.click(await screen.findByTestId('ink-clear-confirm-confirm'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(EMPTY_PAGE_INK));
    expect(screen.queryAllByTestId('ink-stroke')).toHaveLength(0);
  });

  it('shows ink read-only for review and takes no input', () => {
    const onSave = vi.fn();
    const initial: PageInk = {
      strokes: [
        {
          tool: 'highlighter',
          color: '#ffd600',
          size: 0.02,
          points: [
            [0.1, 0.5, 0.5],
            [0.9, 0.5, 0.5],
          ],
        },
      ],
    };
    const layer = renderPage({ onSave, initial, readOnly: true });
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
    expect(layer).toHaveAttribute('data-readonly', 'true');
    drag(layer, [0.2, 0.2], [0.8, 0.2]);
    expect(onSave).not.toHaveBeenCalled();
    expect(fill).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('ink-stroke')).toHaveLength(1);
  });
});
