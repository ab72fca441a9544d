import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../../api';
import { Autosaver, type SaveStatus } from './autosaver';
import { readQueue } from './queueStore';
import type { SaveInput } from './saveQueue';

const stroke = { tool: 'pen' as const, color: '#1f1f1f', size: 0.003, points: [[0.1, 0.1, 0.5] as const] };

function makeSaver(send: (input: SaveInput) => Promise<unknown>) {
  const statuses: SaveStatus[] = [];
  const saver = new Autosaver({ companyId: 'demo', noteIdx: 5, send, onStatus: (s) => statuses.push(s), debounceMs: 1500, retryMs: 2000 });
  saver.activate();
  return { saver, statuses };
}

describe('autosave queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a change on the device at once and sends it after a quiet moment with a seq above the server’s', async () => {
    const send = vi.fn(async (_input: SaveInput) => ({}));
    const { saver } = makeSaver(send);
    saver.seedSolutionSeq(1, 4);
    saver.changeAnswer(1, '2');
    expect(readQueue('demo', 5).solutions['1']).toEqual({ solutionNo: 1, answer: '2', seq: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
    saver.changeAnswer(1, '2,4');
    await vi.advanceTimersByTimeAsync(1600);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].solutionList).toEqual([{ solutionNo: 1, answer: '2,4', seq: 6 }]);
    expect(readQueue('demo', 5).solutions).toEqual({});
  });

  it('retries a failed save with backoff until it goes through, losing nothing written meanwhile', async () => {
    let fail = 2;
    const send = vi.fn(async (_input: SaveInput) => {
      if (fail-- > 0) throw new ApiError(ClientErrorCode.NETWORK, 0);
      return {};
    });
    const { saver, statuses } = makeSaver(send);
    saver.changePage(1, 1, { strokes: [stroke] });
    await vi.advanceTimersByTimeAsync(1500);
    expect(statuses.at(-1)).toBe('offline');
    saver.changeAnswer(2, 'ten');
    expect(readQueue('demo', 5).pages['1-1'].ink.strokes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(4000);
    expect(send).toHaveBeenCalledTimes(3);
    const last = send.mock.calls[2][0];
    expect(last.pageList).toEqual([{ agendaNo: 1, pageNo: 1, ink: { strokes: [stroke] }, seq: 1 }]);
    expect(last.solutionList).toEqual([{ solutionNo: 2, answer: 'ten', seq: 1 }]);
    expect(statuses.at(-1)).toBe('saved');
    expect(readQueue('demo', 5).pages).toEqual({});
  });

  it('keeps what changed while a save was on its way', async () => {
    let release: () => void = () => undefined;
    const send = vi.fn((_input: SaveInput) =>
      send.mock.calls.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    const { saver } = makeSaver(send);
    saver.changeAnswer(1, '1');
    const flushed = saver.flush();
    saver.changeAnswer(1, '1,2');
    expect(readQueue('demo', 5).solutions['1']).toEqual({ solutionNo: 1, answer: '1,2', seq: 2 });
    release();
    expect(await flushed).toBe(true);
    expect(send.mock.calls.map((c) => c[0].solutionList)).toEqual([
      [{ solutionNo: 1, answer: '1', seq: 1 }],
      [{ solutionNo: 1, answer: '1,2', seq: 2 }],
    ]);
  });

  it('sends many pages in several saves of at most five', async () => {
    const send = vi.fn(async (_input: SaveInput) => ({}));
    const { saver } = makeSaver(send);
    for (let pageNo = 1; pageNo <= 7; pageNo += 1) saver.changePage(1, pageNo, { strokes: [stroke] });
    expect(await saver.flush()).toBe(true);
    expect(send.mock.calls.map((c) => c[0].pageList.length)).toEqual([5, 2]);
  });

  it('stops retrying when the note was already submitted, and says so', async () => {
    const send = vi.fn(async (_input: SaveInput) => {
      throw ApiError.fromCode('WB-400-304');
    });
    const { saver, statuses } = makeSaver(send);
    saver.changeAnswer(1, '3');
    expect(await saver.flush()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('failed');
  });
});
