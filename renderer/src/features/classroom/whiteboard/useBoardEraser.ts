import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { ClassroomInk } from '@boda/contract';
import { eraserHits } from '../../ink';
import { newStrokeId } from './strokeId';

interface Erasing {
  pointerId: number;
  rect: DOMRect;
  /** Names the drag: the session keeps one undo step per drag. */
  gesture: string;
  last: [number, number] | null;
  erased: Set<string>;
}

interface BoardEraserOptions {
  /** The complete strokes on the board now. */
  strokes: ClassroomInk[];
  /** Strokes the eraser touched, as it touches them (everyone sees them go at once). */
  onErase(strokeIds: string[], gesture: string): void;
  element: RefObject<HTMLElement | null>;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The board's stroke eraser: a drag takes every complete stroke it touches off the board, for everyone. */
export function useBoardEraser({ strokes, onErase, element }: BoardEraserOptions) {
  const gesture = useRef<Erasing | null>(null);
  const latest = useRef(strokes);
  useEffect(() => {
    latest.current = strokes;
  }, [strokes]);

  const eraseAt = (current: Erasing, sample: { clientX: number; clientY: number }) => {
    const x = clamp01((sample.clientX - current.rect.left) / current.rect.width);
    const y = clamp01((sample.clientY - current.rect.top) / current.rect.height);
    const hits = eraserHits(latest.current, current.last, x, y, current.rect, (stroke) => current.erased.has(stroke.strokeId));
    current.last = [x, y];
    if (hits.length === 0) return;
    const ids = hits.map((stroke) => stroke.strokeId);
    for (const id of ids) current.erased.add(id);
    onErase(ids, current.gesture);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const target = element.current;
    if (!target || gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const rect = target.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    event.preventDefault();
    target.setPointerCapture?.(event.pointerId);
    const current: Erasing = { pointerId: event.pointerId, rect, gesture: newStrokeId(), last: null, erased: new Set() };
    gesture.current = current;
    eraseAt(current, event);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const sample of coalesced.length > 0 ? coalesced : [event]) eraseAt(current, sample);
  };

  const finish = (event: ReactPointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish, onLostPointerCapture: finish };
}
