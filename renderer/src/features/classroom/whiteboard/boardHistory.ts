import type { ClassroomInk } from '@boda/contract';

/** Steps kept: a class's worth of one participant's strokes, bounded. */
const STEPS_MAX = 100;

/**
 * One change of this participant's to the shared board: strokes it drew, or strokes it erased (one
 * eraser drag is one step, `gesture` names it). Undoing an `add` erases its strokes; undoing an `erase`
 * draws them again, as new strokes (a stroke id is used once on a board), which the step then holds.
 */
export interface BoardStep {
  kind: 'add' | 'erase';
  strokes: ClassroomInk[];
  gesture?: string;
}

export interface BoardHistory {
  undo: BoardStep[];
  redo: BoardStep[];
}

export const emptyHistory: BoardHistory = { undo: [], redo: [] };

/** A new change: it goes on the undo list (an erase of the same drag joins its step) and the redo list empties. */
export function recordStep(history: BoardHistory, step: BoardStep): BoardHistory {
  const last = history.undo[history.undo.length - 1];
  if (step.kind === 'erase' && step.gesture !== undefined && last?.kind === 'erase' && last.gesture === step.gesture) {
    return { undo: [...history.undo.slice(0, -1), { ...last, strokes: [...last.strokes, ...step.strokes] }], redo: [] };
  }
  return { undo: [...history.undo, step].slice(-STEPS_MAX), redo: [] };
}

/**
 * What undo (or redo) does next: the strokes to erase or to draw again, and the history after it, given
 * the strokes drawn again (the same, in order, under new ids): every step then names those ids, so an
 * earlier step (the drawing of a stroke erased and brought back) still finds its stroke. Null when there
 * is nothing to undo (or redo).
 */
export function nextStep(
  history: BoardHistory,
  direction: 'undo' | 'redo',
): { erase: ClassroomInk[]; restore: ClassroomInk[]; after(restored: ClassroomInk[]): BoardHistory } | null {
  const from = direction === 'undo' ? history.undo : history.redo;
  const step = from[from.length - 1];
  if (!step) return null;
  // Undoing an add and redoing an erase take strokes away; the other two put them back.
  const takesAway = (direction === 'undo') === (step.kind === 'add');
  return {
    erase: takesAway ? step.strokes : [],
    restore: takesAway ? [] : step.strokes,
    after: (restored) => {
      const renamed = new Map(step.strokes.map((stroke, index) => [stroke.strokeId, restored[index]] as const));
      const rename = (steps: BoardStep[]) =>
        steps.map((each) => ({ ...each, strokes: each.strokes.map((stroke) => renamed.get(stroke.strokeId) ?? stroke) }));
      const moved = rename([{ kind: step.kind, strokes: step.strokes }]);
      const rest = rename(from.slice(0, -1));
      return direction === 'undo'
        ? { undo: rest, redo: [...rename(history.redo), ...moved] }
        : { undo: [...rename(history.undo), ...moved], redo: rest };
    },
  };
}
