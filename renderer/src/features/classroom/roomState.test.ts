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
