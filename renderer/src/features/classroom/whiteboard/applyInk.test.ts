import { describe, expect, it } from 'vitest';
import type { ClassroomInk } from '@boda/contract';
import { applyInk, emptyBoard, liveKey, mergeInk } from './applyInk';

const part = (strokeId: string, points: [number, number, number][], done = false, color = '#1f1f1f'): ClassroomInk => ({
  strokeId,
  tool: 'pen',
  color,
  size: 0.0035,
  points,
  done,
});

describe('applyInk', () => {
  it('accumulates a stroke in progress and moves it, whole, to the board when its last part comes', () => {
    let board = emptyBoard();
    board = applyInk(board, 'm1', part('s1', [[0.1, 0.1, 0.5]]));
    board = applyInk(
      board,
      'm1',
      part('s1', [
        [0.2, 0.2, 0.5],
        [0.3, 0.3, 0.5],
      ]),
    );
    expect(board.strokes).toEqual([]);
    expect(board.live.get(liveKey('m1', 's1'))?.points).toEqual([
      [0.1, 0.1, 0.5],
      [0.2, 0.2, 0.5],
      [0.3, 0.3, 0.5],
    ]);

    board = applyInk(board, 'm1', part('s1', [[0.4, 0.4, 0.5]], true));
    expect(board.live.size).toBe(0);
    expect(board.strokes).toEqual([
      part(
        's1',
        [
          [0.1, 0.1, 0.5],
          [0.2, 0.2, 0.5],
          [0.3, 0.3, 0.5],
          [0.4, 0.4, 0.5],
        ],
        true,
      ),
    ]);
  });

  it('keeps two people drawing at once apart, even with the same stroke id, and orders strokes by their end', () => {
    let board = emptyBoard();
    board = applyInk(board, 'teacher', part('same', [[0.1, 0.1, 0.5]], false, '#1565c0'));
    board = applyInk(board, 'student', part('same', [[0.9, 0.9, 0.5]], false, '#d32f2f'));
    expect(board.live.size).toBe(2);
    board = applyInk(board, 'student', part('same', [[0.8, 0.8, 0.5]], true, '#d32f2f'));
    board = applyInk(board, 'teacher', part('same', [], true, '#1565c0'));
    expect(board.strokes.map((s) => [s.color, s.points])).toEqual([
      [
        '#d32f2f',
        [
          [0.9, 0.9, 0.5],
          [0.8, 0.8, 0.5],
        ],
      ],
      ['#1565c0', [[0.1, 0.1, 0.5]]],
    ]);
    expect(board.live.size).toBe(0);
  });

  it('takes a stroke sent as one done part, and keeps nothing of a stroke without points', () => {
    let board = applyInk(emptyBoard(), 'm1', part('dot', [[0.5, 0.5, 0.5]], true));
    expect(board.strokes).toHaveLength(1);
    board = applyInk(board, 'm1', part('empty', [], true));
    expect(board.strokes).toHaveLength(1);
  });

  it('changes nothing it was given (React state can be compared by reference)', () => {
    const before = applyInk(emptyBoard(), 'm1', part('s1', [[0.1, 0.1, 0.5]]));
    const liveBefore = before.live;
    const after = applyInk(before, 'm1', part('s1', [[0.2, 0.2, 0.5]], true));
    expect(before.live).toBe(liveBefore);
    expect(before.live.get(liveKey('m1', 's1'))?.points).toHaveLength(1);
    expect(before.strokes).toEqual([]);
    expect(after.strokes).toHaveLength(1);
  });
});

describe('mergeInk', () => {
  const p = (n: number): [number, number, number] => [n / 10, n / 10, 0.5];
  const points = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => p(from + i));

  it('keeps each point once when the same stroke comes over the data channel and, cut differently, through the server', () => {
    let board = emptyBoard();
    // The data channel: every move.
    board = mergeInk(board, 't', part('s', points(0, 1)), 0);
    board = mergeInk(board, 't', part('s', points(1, 2)), 1);
    // The server's relay: its parts overlap what is shown and reach beyond it.
    board = mergeInk(board, 't', part('s', points(0, 3)), 0);
    board = mergeInk(board, 't', part('s', points(2, 3)), 2);
    expect(board.live.get(liveKey('t', 's'))?.points).toEqual(points(0, 3));
    board = mergeInk(board, 't', part('s', points(3, 4), true), 3);
    expect(board.strokes.map((s) => s.points)).toEqual([points(0, 4)]);
    // The server's copy of the rest comes after the stroke is complete: nothing changes.
    const done = board;
    board = mergeInk(board, 't', part('s', points(3, 4)), 3);
    board = mergeInk(board, 't', part('s', [], true), 4);
    expect(board).toBe(done);
  });

  it('holds nothing beyond a gap: the path with the missing points brings them, in order', () => {
    let board = mergeInk(emptyBoard(), 't', part('s', points(0, 2)), 0);
    // A channel that opened mid-stroke sends from point 5; the server has not relayed 2..4 yet.
    board = mergeInk(board, 't', part('s', points(5, 6)), 5);
    expect(board.live.get(liveKey('t', 's'))?.points).toEqual(points(0, 2));
    board = mergeInk(board, 't', part('s', points(2, 6)), 2);
    board = mergeInk(board, 't', part('s', [], true), 6);
    expect(board.strokes.map((s) => s.points)).toEqual([points(0, 6)]);
  });
});
