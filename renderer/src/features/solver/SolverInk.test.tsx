import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { readQueue } from './queueStore';
import { NOTE_IDX, setupSolver, SOLVER_PATH } from './solverFixtures';

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields the pen layer reads. */
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

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 500, 707));
  const context = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
});

function drag(layer: HTMLElement) {
  const base = { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 };
  fireEvent.pointerDown(layer, { ...base, clientX: 100, clientY: 100 });
  for (let step = 1; step <= 4; step += 1) fireEvent.pointerMove(layer, { ...base, clientX: 100 + step * 20, clientY: 100 + step * 10 });
  fireEvent.pointerUp(layer, { ...base, clientX: 180, clientY: 140 });
}

describe('homework solver pen', () => {
  it('saves a stroke drawn on a page, and undo saves the page without it', async () => {
    const { saves } = setupSolver();
    renderApp(SOLVER_PATH);
    const page2 = (await screen.findAllByTestId('solver-page'))[1];
    drag(within(page2).getByTestId('solver-ink'));
    expect(readQueue('demo', NOTE_IDX).pages['1-2'].ink.strokes).toHaveLength(1);
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 20_000 });
    expect(saves[0].pageList).toMatchObject([{ agendaNo: 1, pageNo: 2, seq: 1 }]);
    expect(saves[0].pageList?.[0].ink.strokes[0].points.length).toBeGreaterThan(1);

    fireEvent.click(screen.getByTestId('ink-undo'));
    expect(readQueue('demo', NOTE_IDX).pages['1-2']).toMatchObject({ ink: { strokes: [] }, seq: 2 });
  });

  it('sends what waits before leaving for the list', async () => {
    const { saves } = setupSolver();
    const { router } = renderApp(SOLVER_PATH);
    fireEvent.click(await screen.findByTestId('solver-choice-1-1'));
    fireEvent.click(screen.getByTestId('solver-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
    // Sent at once on leaving, not after the autosave's quiet moment.
    expect(saves).toHaveLength(1);
    expect(saves[0].solutionList).toEqual([{ solutionNo: 1, answer: '1', seq: 5 }]);
  });
});
