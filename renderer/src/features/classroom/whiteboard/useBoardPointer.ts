import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { INK_NO_PRESSURE, INK_POINTS_PER_STROKE_MAX, type ClassroomInk } from '@boda/contract';
import { strokeStyle, type InkToolState, type LivePainter } from '../../ink';
import type { BoardLivePainter } from './boardLivePainter';
import { BOARD_VIEW_HEIGHT } from './boardPaint';
import { newStrokeId } from './strokeId';

/**
 * Parts go out once per animation frame, but no more often than this: every frame a page sends counts
 * against the signaling socket's limit (CLASSROOM_FRAMES_PER_SEC, 120 a second for all of a page's
 * frames), and a 120 Hz screen's frames alone would run past it.
 */
export const INK_PART_MIN_INTERVAL_MS = 1000 / 90;

/**
 * While every other participant has the stroke straight over a data channel (onInkNow answers true), the
 * server's copy (kept for the board, relayed to whoever has no channel) goes at this slower pace: each
 * part costs the drawing page, the server and every watching page a task, and the pages that see the ink
 * already have it.
 */
export const INK_PART_RELAYED_INTERVAL_MS = 50;

type InkPoint = ClassroomInk['points'][number];

interface Gesture {
  pointerId: number;
  rect: DOMRect;
  style: Pick<ClassroomInk, 'tool' | 'color' | 'size'>;
  strokeId: string;
  /** The whole stroke so far (painted here). */
  points: InkPoint[];
  /** Points not sent yet. */
  unsent: InkPoint[];
  lastSentAt: number;
  /** Points of `points` sent straight to the others (onInkNow). */
  sentNow: number;
  /** Whether the last direct send reached every other participant (the server's parts may then go slower). */
  direct: boolean;
}

interface BoardPointerOptions {
  canDraw: boolean;
  tool: InkToolState;
  onInk(ink: ClassroomInk): void;
  /** Answers whether every other participant got it (then the server's parts may go slower). */
  onInkNow?: ((ink: ClassroomInk, at: number) => boolean) | undefined;
  element: RefObject<HTMLElement | null>;
  painter: RefObject<LivePainter | null>;
  livePainter: RefObject<BoardLivePainter | null>;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function pointOf(sample: PointerEvent, rect: DOMRect): InkPoint {
  // Inside the board: the pointer is captured and may leave it, and the server refuses points far outside.
  const x = round(clamp01((sample.clientX - rect.left) / rect.width), 5);
  const y = round(clamp01((sample.clientY - rect.top) / rect.height), 5);
  const pressure = sample.pointerType === 'pen' && sample.pressure > 0 ? round(Math.min(1, sample.pressure), 3) : INK_NO_PRESSURE;
  return [x, y, pressure];
}

function samplesOf(event: PointerEvent): PointerEvent[] {
  const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
  return coalesced.length > 0 ? coalesced : [event];
}

/**
 * Moves as `pointerrawupdate` where the browser has it (Chromium, secure pages): each is dispatched as
 * soon as it comes, where `pointermove` waits for the next animation frame (up to a frame later, and the
 * others see the ink that much later). Answers whether it is in use (then pointermove is not).
 */
function useRawPointerUpdates(enabled: boolean, element: RefObject<HTMLElement | null>, move: (event: PointerEvent) => void): boolean {
  const supported = typeof window !== 'undefined' && 'onpointerrawupdate' in window;
  useEffect(() => {
    const target = element.current;
    if (!enabled || !supported || !target) return undefined;
    const onRaw = (event: Event) => move(event as PointerEvent);
    target.addEventListener('pointerrawupdate', onRaw);
    return () => target.removeEventListener('pointerrawupdate', onRaw);
  }, [enabled, supported, element, move]);
  return enabled && supported;
}

/**
 * The board's pen: one pointer at a time (pen, mouse or touch) draws; the stroke is painted at once on
 * the local canvas and sent in parts (the new points since the last part), the last part `done` at
 * pointer up. A stroke longer than the contract allows goes on as a new stroke from where it stopped.
 */
export function useBoardPointer({ canDraw, tool, onInk, onInkNow, element, painter, livePainter }: BoardPointerOptions) {
  const gesture = useRef<Gesture | null>(null);
  const frame = useRef<number | null>(null);
  const send = useRef(onInk);
  const sendNow = useRef(onInkNow);
  useEffect(() => {
    send.current = onInk;
    sendNow.current = onInkNow;
  }, [onInk, onInkNow]);

  /** The points since the last call, to the others now (no frame wait, no socket limit: a data channel). */
  const sendNewPoints = useCallback((current: Gesture, done: boolean) => {
    const at = current.sentNow;
    if (at === current.points.length && !done) return;
    current.direct =
      sendNow.current?.({ strokeId: current.strokeId, ...current.style, points: current.points.slice(at), done }, at) ?? false;
    current.sentNow = current.points.length;
  }, []);

  const sendPart = useCallback((current: Gesture, done: boolean) => {
    send.current({ strokeId: current.strokeId, ...current.style, points: current.unsent, done });
    current.unsent = [];
    current.lastSentAt = performance.now();
  }, []);

  const cancelFrame = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const schedulePart = useCallback(() => {
    // A move after a quiet moment goes at once (the others see it a frame sooner); a fast pen's moves
    // are gathered into one part per frame, no more often than the interval.
    const intervalOf = (current: Gesture) => (current.direct ? INK_PART_RELAYED_INTERVAL_MS : INK_PART_MIN_INTERVAL_MS);
    const waiting = gesture.current;
    if (frame.current === null && waiting && performance.now() - waiting.lastSentAt >= intervalOf(waiting)) {
      sendPart(waiting, false);
      return;
    }
    const tick = (now: number) => {
      frame.current = null;
      const current = gesture.current;
      if (!current || current.unsent.length === 0) return;
      if (now - current.lastSentAt < intervalOf(current)) frame.current = requestAnimationFrame(tick);
      else sendPart(current, false);
    };
    frame.current ??= requestAnimationFrame(tick);
  }, [sendPart]);

  /** The stroke is complete: its last part goes, and it stays shown until the board has it. */
  const finishStroke = (current: Gesture) => {
    sendNewPoints(current, true);
    sendPart(current, true);
    livePainter.current?.addPending({ strokeId: current.strokeId, ...current.style, points: current.points, done: true });
  };

  const end = () => {
    const current = gesture.current;
    gesture.current = null;
    cancelFrame();
    if (!current) return;
    finishStroke(current);
    painter.current?.clear();
    livePainter.current?.setDrawing(null);
  };

  // The pen taken away mid-stroke: what is drawn is dropped here (sending more would be refused).
  useEffect(() => {
    if (canDraw || !gesture.current) return;
    gesture.current = null;
    cancelFrame();
    painter.current?.clear();
    livePainter.current?.setDrawing(null);
  }, [canDraw, cancelFrame, painter, livePainter]);
  useEffect(() => cancelFrame, [cancelFrame]);

  const paintLocal = (current: Gesture) => painter.current?.paint({ ...current.style, points: current.points }, BOARD_VIEW_HEIGHT);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const target = element.current;
    const style = strokeStyle(tool);
    if (!canDraw || !target || !style || gesture.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const rect = target.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return;
    event.preventDefault();
    target.setPointerCapture?.(event.pointerId);
    const point = pointOf(event.nativeEvent, rect);
    const current: Gesture = {
      pointerId: event.pointerId,
      rect,
      style,
      strokeId: newStrokeId(),
      points: [point],
      unsent: [point],
      lastSentAt: 0,
      sentNow: 0,
      direct: false,
    };
    gesture.current = current;
    livePainter.current?.setDrawing(current.strokeId);
    painter.current?.begin(rect.width, rect.height);
    sendNewPoints(current, false);
    paintLocal(current);
    schedulePart();
  };

  const move = (event: PointerEvent) => {
    const current = gesture.current;
    if (!current || event.pointerId !== current.pointerId) return;
    for (const sample of samplesOf(event)) {
      const point = pointOf(sample, current.rect);
      const last = current.points[current.points.length - 1];
      if (last[0] === point[0] && last[1] === point[1]) continue;
      current.points.push(point);
      current.unsent.push(point);
      if (current.points.length >= INK_POINTS_PER_STROKE_MAX) {
        finishStroke(current);
        current.strokeId = newStrokeId();
        current.points = [point];
        current.unsent = [point];
        current.sentNow = 0;
        livePainter.current?.setDrawing(current.strokeId);
      }
    }
    sendNewPoints(current, false);
    paintLocal(current);
    schedulePart();
  };
  const rawUpdates = useRawPointerUpdates(canDraw, element, move);

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => move(event.nativeEvent);

  const finish = (event: ReactPointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId === event.pointerId) end();
  };

  return {
    onPointerDown,
    // With raw updates the moves come from those: no React pointermove dispatch per move (~120 a second).
    ...(rawUpdates ? {} : { onPointerMove }),
    onPointerUp: finish,
    // A cancelled or lost pointer keeps what was drawn: the others have seen it already.
    onPointerCancel: finish,
    onLostPointerCapture: finish,
  };
}
