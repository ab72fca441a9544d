import { describe, expect, it } from 'vitest';
import { ClassroomEndReason } from '@boda/contract';
import { initialRoomState, reduceFrame } from './roomState';

describe('reduceFrame: the end of the class', () => {
  it("is the ordinary end without a reason (the teacher's end)", () => {
    expect(reduceFrame({ ...initialRoomState, phase: 'live' }, { t: 'ended' }).phase).toBe('ended');
  });

  it('is its own phase when monitoring closed the class', () => {
    expect(reduceFrame({ ...initialRoomState, phase: 'live' }, { t: 'ended', reason: ClassroomEndReason.CLOSED }).phase).toBe('closed');
  });
});
