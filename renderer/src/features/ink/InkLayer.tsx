import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageInk } from '@boda/contract';
import { DEFAULT_INK_TOOL, InkMode, type InkToolState } from './inkTools';
import { InkStrokes } from './InkStrokes';
import { LivePainter } from './livePainter';
import { VIEW_WIDTH } from './outline';
import { useInkPointer } from './useInkPointer';

export interface InkLayerProps {
  /** The page's ink (controlled). */
  value: PageInk;
  /** Called once when a stroke ends, or when an eraser drag that removed strokes ends. */
  onChange(next: PageInk): void;
  /** The toolbar's choice; the default pen when not given. */
  tool?: InkToolState;
  /** Shows the ink and takes no input (review); touches and scrolling pass through to the page. */
  readOnly?: boolean;
  /** The page's height / width; measured from the layer's box when not given. */
  aspect?: number;
  testId?: string;
}

/**
 * The pen layer over a page image: place it in a `position: relative` box holding the image; it covers
 * the box exactly and follows its size. Finished strokes are an SVG; the stroke being drawn is painted on
 * a canvas above it, straight from the pointer handler.
 */
export function InkLayer({ value, onChange, tool = DEFAULT_INK_TOOL, readOnly = false, aspect, testId = 'ink-layer' }: InkLayerProps) {
  const element = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const painter = useRef<LivePainter | null>(null);
  const [boxAspect, setBoxAspect] = useState<number | null>(null);

  useLayoutEffect(() => {
    const target = element.current;
    if (canvas.current) painter.current = new LivePainter(canvas.current);
    if (!target) return undefined;
    const measure = () => {
      const { width, height } = target.getBoundingClientRect();
      if (width > 0 && height > 0) setBoxAspect(height / width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const { erased, onRawUpdate, handlers } = useInkPointer({ value, onChange, tool, readOnly, element, painter });

  // Samples as they arrive (pointerrawupdate: Chromium, in secure contexts such as https and localhost),
  // not at the start of the next frame as pointermove: the live segment is painted sooner.
  useEffect(() => {
    const target = element.current;
    if (readOnly || !target || !('onpointerrawupdate' in window)) return undefined;
    const listener = (event: Event) => event instanceof PointerEvent && onRawUpdate(event);
    target.addEventListener('pointerrawupdate', listener);
    return () => target.removeEventListener('pointerrawupdate', listener);
  }, [readOnly, onRawUpdate]);
  const viewHeight = VIEW_WIDTH * (aspect ?? boxAspect ?? Math.SQRT2);

  return (
    <div
      ref={element}
      data-testid={testId}
      data-readonly={readOnly || undefined}
      style={{
        position: 'absolute',
        inset: 0,
        // The browser must not pan or zoom on a drawing touch; in review, touch scrolls the pages.
        touchAction: readOnly ? 'auto' : 'none',
        pointerEvents: readOnly ? 'none' : 'auto',
        cursor: readOnly ? 'default' : 'crosshair',
        userSelect: 'none',
      }}
      {...(readOnly ? {} : handlers)}
    >
      <InkStrokes strokes={value.strokes} hidden={erased} viewHeight={viewHeight} layered={!readOnly} />
      <canvas
        ref={canvas}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          pointerEvents: 'none',
          // Blending costs every frame (measured: tests/bench/penLatency.ts): only while highlighting.
          mixBlendMode: tool.mode === InkMode.HIGHLIGHTER ? 'multiply' : undefined,
        }}
      />
    </div>
  );
}
