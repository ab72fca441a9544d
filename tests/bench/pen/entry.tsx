/*
 * The pen latency bench's page (../penLatency.ts): 30 page images, each under a pen layer, and beside
 * the first one the baseline: the same page image under a bare canvas that strokes a line segment per
 * pointermove with no React. The bench alternates strokes between the two, so both see the same machine.
 * Both are measured the same way: a capturing pointermove listener on window notes the event's time (and
 * its oldest coalesced sample's), and a task posted from the next animation frame notes when that frame
 * has been painted; each latency is filed under the page the event went to (data-bench).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { InkTool, type InkStroke, type PageInk } from '@boda/contract';
import { InkLayer } from '../../../renderer/src/features/ink/InkLayer';

const PAGES = 30;
const PAGE_WIDTH_PX = 450;
/** Ink already on each page, so the layer works as it will on a page written on for a while. */
const STROKES_PER_PAGE = 40;

type Mode = 'ink' | 'bare' | 'raw';
interface Samples {
  /** From the input event that drew a segment (its time) to the end of the frame after the draw. */
  latencies: number[];
  /** The same from the oldest sample coalesced into it: how long the first sample of a frame waited. */
  oldestSampleLatencies: number[];
  /** From each pointermove (its time) to the end of its frame, whatever drew when (the earlier measure). */
  move: { latencies: number[]; oldestSampleLatencies: number[] };
  /** Time in the pointermove handlers. */
  handlerMs: number[];
}
interface BenchWindow {
  __samples: Record<Mode, Samples>;
  __resetSamples(): void;
  __ready: boolean;
  /** From the script's start to the 30 pages' ink committed to the DOM (every outline computed once). */
  __mountMs: number;
  __inks: PageInk[];
}
const bench = window as unknown as BenchWindow;
const scriptStart = performance.now();
bench.__resetSamples = () => {
  const empty = (): Samples => ({
    latencies: [],
    oldestSampleLatencies: [],
    move: { latencies: [], oldestSampleLatencies: [] },
    handlerMs: [],
  });
  bench.__samples = { ink: empty(), bare: empty(), raw: empty() };
};
bench.__resetSamples();

function modeOf(event: Event): Mode | undefined {
  return ((event.target as HTMLElement | null)?.closest('[data-bench]') as HTMLElement | null)?.dataset.bench as Mode | undefined;
}

let handlerStart = 0;
/** The pointer event being dispatched (from the first capturing listener to the last bubbling one). */
let dispatching: { event: PointerEvent; mode: Mode; drawn: boolean } | null = null;

/** From `eventAt` to the end of the next frame: a task posted from its animation frame runs once it is painted. */
function untilPainted(eventAt: number, oldestAt: number, into: { latencies: number[]; oldestSampleLatencies: number[] }) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const paintedAt = performance.now();
      into.latencies.push(paintedAt - eventAt);
      into.oldestSampleLatencies.push(paintedAt - oldestAt);
    };
    channel.port2.postMessage(null);
  });
}

const oldestOf = (event: PointerEvent) => {
  const samples = event.getCoalescedEvents();
  return samples.length > 0 ? samples[0].timeStamp : event.timeStamp;
};

for (const type of ['pointermove', 'pointerrawupdate'] as const) {
  window.addEventListener(
    type,
    (event) => {
      const mode = modeOf(event);
      if (!(event instanceof PointerEvent) || event.buttons === 0 || !mode) return;
      dispatching = { event, mode, drawn: false };
      if (type === 'pointermove') {
        handlerStart = performance.now();
        untilPainted(event.timeStamp, oldestOf(event), bench.__samples[mode].move);
      }
    },
    { capture: true },
  );
  window.addEventListener(type, (event) => {
    const mode = modeOf(event);
    if (type === 'pointermove' && event instanceof PointerEvent && event.buttons !== 0 && mode)
      bench.__samples[mode].handlerMs.push(performance.now() - handlerStart);
    dispatching = null;
  });
}

// A fill or stroke on a canvas while a pointer event is dispatched is that event's segment being drawn:
// timed from the event to the end of the frame after the draw (the first that can show it).
for (const name of ['fill', 'stroke'] as const) {
  const original = CanvasRenderingContext2D.prototype[name] as (...args: unknown[]) => void;
  CanvasRenderingContext2D.prototype[name] = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
    original.apply(this, args);
    if (!dispatching || dispatching.drawn || this.canvas.closest('[data-bench]') === null) return;
    dispatching.drawn = true;
    untilPainted(dispatching.event.timeStamp, oldestOf(dispatching.event), bench.__samples[dispatching.mode]);
  } as never;
}

function scribble(seed: number): InkStroke {
  const points = Array.from({ length: 60 }, (_, i) => {
    const x = 0.1 + (i / 60) * 0.8;
    const y = 0.05 + ((seed * 0.023) % 0.9) + Math.sin(i / 3 + seed) * 0.01;
    return [x, y, 0.5] as const;
  });
  return { tool: InkTool.PEN, color: '#1f1f1f', size: 0.0035, points };
}

const PAGE_STYLE = `position:relative;width:${PAGE_WIDTH_PX}px;margin:8px`;

function InkPages() {
  const [inks, setInks] = useState<PageInk[]>(() =>
    Array.from({ length: PAGES }, (_, page) => ({ strokes: Array.from({ length: STROKES_PER_PAGE }, (_, i) => scribble(page * 100 + i)) })),
  );
  useEffect(() => {
    bench.__mountMs ??= performance.now() - scriptStart;
    bench.__inks = inks;
    bench.__ready = true;
  }, [inks]);
  return (
    <>
      {inks.map((ink, page) => (
        <div key={page} data-bench="ink" style={{ position: 'relative', width: PAGE_WIDTH_PX, margin: 8 }}>
          <img src="/page.svg" alt="" style={{ display: 'block', width: '100%' }} />
          <InkLayer value={ink} onChange={(next) => setInks((all) => all.with(page, next))} aspect={Math.SQRT2} testId={`ink-${page}`} />
        </div>
      ))}
    </>
  );
}

/**
 * The baseline: what drawing costs with nothing but a canvas and a line segment per pointermove ('bare'),
 * and the same with Chromium's low-latency means: a desynchronized context and a segment per
 * pointerrawupdate ('raw').
 */
function bareCanvasPage(mode: 'bare' | 'raw'): HTMLElement {
  const box = document.createElement('div');
  box.dataset.bench = mode;
  box.style.cssText = PAGE_STYLE;
  box.innerHTML = '<img src="/page.svg" alt="" style="display:block;width:100%">';
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = mode;
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;touch-action:none';
  box.append(canvas);
  let last: [number, number] | null = null;
  let context: CanvasRenderingContext2D | null = null;
  canvas.addEventListener('pointerdown', (event) => {
    const rect = canvas.getBoundingClientRect();
    canvas.width = rect.width;
    canvas.height = rect.height;
    context = canvas.getContext('2d', mode === 'raw' ? { desynchronized: true } : undefined);
    canvas.setPointerCapture(event.pointerId);
    last = [event.clientX - rect.left, event.clientY - rect.top];
  });
  canvas.addEventListener(mode === 'raw' ? 'pointerrawupdate' : 'pointermove', (event) => {
    if (!last || !context || !(event instanceof PointerEvent)) return;
    const rect = canvas.getBoundingClientRect();
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(last[0], last[1]);
    for (const sample of event.getCoalescedEvents()) {
      last = [sample.clientX - rect.left, sample.clientY - rect.top];
      context.lineTo(last[0], last[1]);
    }
    context.stroke();
  });
  canvas.addEventListener('pointerup', () => {
    last = null;
  });
  return box;
}

const root = document.getElementById('root')!;
root.style.cssText = 'display:flex;flex-wrap:wrap';
const inkRoot = document.createElement('div');
inkRoot.style.display = 'contents';
root.append(bareCanvasPage('bare'), bareCanvasPage('raw'), inkRoot);
createRoot(inkRoot).render(<InkPages />);
