import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import {
  INK_NO_PRESSURE,
  INK_POINTS_PER_STROKE_MAX,
  INK_STROKES_PER_PAGE_MAX,
  type InkPoint,
  type InkStroke,
  type PageInk,
} from '@boda/contract';
import { eraserHits } from './eraserHits';
import { strokeStyle, type InkToolState } from './inkTools';
import type { LivePainter } from './livePainter';
import { VIEW_WIDTH } from './outline';

interface Drawing {
  kind: 'draw';
  /** The gesture's samples come as pointerrawupdate (its pointermoves are then skipped). */
  raw?: boolean;
  pointerId: number;
  pointerType: string;
  rect: DOMRect;
  style: Omit<InkStroke, 'points'>;
  points: InkPoint[];
}

interface Erasing {
  kind: 'erase';
  raw?: boolean;
  pointerId: number;
  pointerType: string;
  rect: DOMRect;
  last: [number, number] | null;
  erased: Set<InkStroke>;
}

type Gesture = Drawing | Erasing;

export interface InkPointerOptions {
  value: PageInk;
  onChange(next: PageInk): void;
  tool: InkToolState;
  readOnly: boolean;
  element: RefObject<HTMLElement | null>;
  painter: RefObject<LivePainter | null>;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** The stylus's eraser end (PointerEvent button 5, buttons bit 32) erases whatever tool is chosen. */
const ERASER_BUTTON = 5;
const ERASER_BUTTONS_BIT = 32;

function samplesOf(event: PointerEvent): PointerEvent[] {
  // Chromium batches the pen's samples between frames into one pointermove: take them all for a smooth line.
  const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
  return coalesced.length > 0 ? coalesced : [event];
}

function pointOf(sample: PointerEvent, rect: DOMRect): InkPoint {
  const x = round((sample.clientX - rect.left) / rect.width, 5);
  const y = round((sample.clientY - rect.top) / rect.height, 5);
  // Only a pen reports real pressure (a mouse says 0.5 while pressed, touch screens 0 or 1).
  const pressure = sample.pointerType === 'pen' && sample.pressure > 0 ? round(Math.min(1, sample.pressure), 3) : INK_NO_PRESSURE;
  return [x, y, pressure];
}

/**
 * The pen layer's pointer input: pen, touch and mouse draw (pressure from a pen, simulated otherwise),
 * one pointer at a time; while a pen is down, touches are a resting palm and are ignored (a touch stroke
 * already under way when the pen lands is dropped). The stroke being drawn lives in refs, painted straight from the handler;
 * `onChange` runs once when a stroke ends or an eraser drag that removed something ends.
 */
export function useInkPointer({ value, onChange, tool, readOnly, element, painter }: InkPointerOptions) {
  const gesture = useRef<Gesture | null>(null);
  // The ink as last sent: a long stroke commits in parts before the parent has re-rendered.
  const latest = useRef(value);
  const [erased, setErased] = useState<ReadonlySet<InkStroke>>(() => new Set());

  useLayoutEffect(() => {
    latest.current = value;
    // The finished stroke is now in the SVG, drawn in this same commit: take it off the live canvas.
    if (gesture.current?.kind !== 'draw') painter.current?.clear();
  }, [value, painter]);

  const commit = useCallback(
    (next: PageInk) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  const commitStroke = useCallback(
    (drawing: Drawing) => {
      const stroke: InkStroke = { ...drawing.style, points: drawing.points };
      commit({ strokes: [...latest.current.strokes, stroke] });
    },
    [commit],
  );

  const eraseAt = useCallback((erasing: Erasing, x: number, y: number) => {
    const hits = eraserHits(latest.current.strokes, erasing.last, x, y, erasing.rect, (stroke) => erasing.erased.has(stroke));
    erasing.last = [x, y];
    if (hits.length === 0) return;
    for (const stroke of hits) erasing.erased.add(stroke);
    setErased(new Set(erasing.erased));
  }, []);

  const end = useCallback(
    (keep: boolean) => {
      const current = gesture.current;
      gesture.current = null;
      if (!current) return;
      if (current.kind === 'draw') {
        if (keep) commitStroke(current);
        else painter.current?.clear();
        return;
      }
      if (keep && current.erased.size > 0) {
        commit({ strokes: latest.current.strokes.filter((stroke) => !current.erased.has(stroke)) });
      }
      setErased(new Set());
    },
    [commit, commitStroke, painter],
  );

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const target = element.current;
      if (readOnly || !target) return;
      const { pointerType, pointerId } = event;
      if (gesture.current?.pointerId === pointerId) end(true); // its pointerup never came
      if (gesture.current) {
        // One stroke at a time: while a pen is down, touches are the hand resting on the screen. The palm
        // often lands first: then the pen wins and the palm's stroke is dropped.
        if (pointerType === 'pen' && gesture.current.pointerType !== 'pen') end(false);
        else return;
      }
      if (pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      target.setPointerCapture?.(pointerId);
      const rect = target.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) return;
      const eraserEnd = pointerType === 'pen' && (event.button === ERASER_BUTTON || (event.buttons & ERASER_BUTTONS_BIT) !== 0);
      const style = eraserEnd ? null : strokeStyle(tool);
      const point = pointOf(event.nativeEvent, rect);
      if (!style) {
        const erasing: Erasing = { kind: 'erase', pointerId, pointerType, rect, last: null, erased: new Set() };
        gesture.current = erasing;
        eraseAt(erasing, point[0], point[1]);
        return;
      }
      if (latest.current.strokes.length >= INK_STROKES_PER_PAGE_MAX) return;
      gesture.current = { kind: 'draw', pointerId, pointerType, rect, style, points: [point] };
      painter.current?.begin(rect.width, rect.height);
      painter.current?.paint({ ...style, points: [point] }, (VIEW_WIDTH * rect.height) / rect.width);
    },
    [readOnly, element, tool, end, eraseAt, painter],
  );

  /** New samples of the gesture's pointer: kept, and the live stroke repainted at once. */
  const move = useCallback(
    (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || event.pointerId !== current.pointerId) return;
      for (const sample of samplesOf(event)) {
        const point = pointOf(sample, current.rect);
        if (current.kind === 'erase') {
          eraseAt(current, point[0], point[1]);
          continue;
        }
        const last = current.points[current.points.length - 1];
        if (last[0] === point[0] && last[1] === point[1]) continue;
        current.points.push(point);
        if (current.points.length >= INK_POINTS_PER_STROKE_MAX) {
          // A very long stroke is saved in parts; the line goes on from where the part ended.
          commitStroke(current);
          current.points = [point];
        }
      }
      if (current.kind === 'draw') {
        painter.current?.paint({ ...current.style, points: current.points }, (VIEW_WIDTH * current.rect.height) / current.rect.width);
      }
    },
    [eraseAt, commitStroke, painter],
  );

  // pointerrawupdate (InkLayer listens where the engine has it) brings a sample as soon as it arrives,
  // where Chromium hands pointermove over at the start of the next frame. Once a gesture has had one,
  // its pointermoves (the same samples, coalesced) are skipped.
  const onRawUpdate = useCallback(
    (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || event.pointerId !== current.pointerId) return;
      current.raw = true;
      move(event);
    },
    [move],
  );

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!gesture.current?.raw) move(event.nativeEvent);
    },
    [move],
  );

  const finish = useCallback(
    (event: ReactPointerEvent<HTMLElement>, keep: boolean) => {
      if (gesture.current?.pointerId === event.pointerId) end(keep);
    },
    [end],
  );

  return {
    erased,
    onRawUpdate,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => finish(event, true),
      onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => finish(event, false),
      // Capture lost without a pointerup (the window lost focus): keep what was drawn, free the layer.
      onLostPointerCapture: (event: ReactPointerEvent<HTMLElement>) => finish(event, true),
    },
  };
}
