import { ClassroomClose, ClassroomRole } from '@boda/contract';
import { describe, expect, it } from 'vitest';
import { requireAccess } from './index';

/* The classroom socket's two decisions, as frames.ts asks them: null goes on, a close code ends the socket. */

const teacher = { peerId: 'm1', role: ClassroomRole.TEACHER };
const student = { peerId: 'm2', role: ClassroomRole.STUDENT };
const monitor = { peerId: 'm3', role: ClassroomRole.MONITOR };

describe('classroom policies', () => {
  it("leaves the class's controls to its teacher", () => {
    expect([teacher, student, monitor].map((peer) => requireAccess({}, 'classroom.lead', peer))).toEqual([
      null,
      ClassroomClose.FORBIDDEN,
      ClassroomClose.FORBIDDEN,
    ]);
  });

  it('lets the teacher draw, and a student only while holding the pen', () => {
    expect(requireAccess({}, 'classroom.draw', teacher, null)).toBeNull();
    expect(requireAccess({}, 'classroom.draw', student, null)).toBe(ClassroomClose.FORBIDDEN);
    expect(requireAccess({}, 'classroom.draw', student, 'm2')).toBeNull();
    expect(requireAccess({}, 'classroom.draw', monitor, 'm2')).toBe(ClassroomClose.FORBIDDEN);
  });
});
