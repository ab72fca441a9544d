import { describe, expect, it } from 'vitest';
import { ClassroomEndReason } from '@boda/contract';
import { initialRoomState, reduceFrame } from './roomState';
import { ink, welcome } from './testing/inClass';

describe('reduceFrame: the end of the class', () => {
  it("is the ordinary end without a reason (the teacher's end)", () => {
    expect(reduceFrame({ ...initialRoomState, phase: 'live' }, { t: 'ended' }).phase).toBe('ended');
  });

  it('is its own phase when monitoring closed the class', () => {
    expect(reduceFrame({ ...initialRoomState, phase: 'live' }, { t: 'ended', reason: ClassroomEndReason.CLOSED }).phase).toBe('closed');
  });
});

describe('reduceFrame: the welcome', () => {
  const drawn = { ...welcome(), strokes: [ink('s1', [[0.1, 0.1, -1]], true)] } as Extract<ReturnType<typeof welcome>, { t: 'welcome' }>;

  it('shows a late joiner the board when something is on it, and not when it is blank', () => {
    expect(reduceFrame(initialRoomState, drawn).boardShown).toBe(true);
    expect(reduceFrame(initialRoomState, welcome()).boardShown).toBe(false);
  });

  it("keeps the page's choice on a reconnect's welcome", () => {
    const hidden = { ...reduceFrame(initialRoomState, drawn), boardShown: false };
    expect(reduceFrame(hidden, drawn).boardShown).toBe(false);
  });
});

describe('reduceFrame: a hidden board and the ink of others', () => {
  const live = reduceFrame(initialRoomState, welcome());
  const drawing = (strokeId: string, x: number) => ({ t: 'ink' as const, from: 'm1', ink: ink(strokeId, [[x, 0.5, -1]]), at: 0 });

  it('opens a board nobody hid here when someone draws', () => {
    expect(reduceFrame(live, drawing('s1', 0.1)).boardShown).toBe(true);
  });

  it("stays hidden where this page's user hid it, says there is something new, and opens again for a cleared board's drawing", () => {
    const hidden = { ...reduceFrame(live, drawing('s1', 0.1)), boardShown: false, boardDismissed: true };
    const more = reduceFrame(hidden, drawing('s2', 0.2));
    expect(more).toMatchObject({ boardShown: false, boardUnseen: true });
    expect(more.board).not.toBe(hidden.board);
    const cleared = reduceFrame(more, { t: 'clear' });
    expect(cleared).toMatchObject({ boardShown: false, boardDismissed: false, boardUnseen: false });
    expect(reduceFrame(cleared, drawing('s3', 0.3)).boardShown).toBe(true);
  });
});
