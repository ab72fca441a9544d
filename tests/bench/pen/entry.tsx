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

type Mode = 'ink' | 'bare';
interface Samples {
  /** From the pointermove event (its time) to painted. */
  latencies: number[];
  /** From the oldest sample coalesced into it to painted: how long the first sample of a frame waited. */
  oldestSampleLatencies: number[];
  /** Time in the pointermove handlers. */
  handlerMs: number[];
}
interface BenchWindow {
  __samples: Record<Mode, Samples>;
  __resetSamples(): void;
  __ready: boolean;
  __inks: PageInk[];
}
const bench = window as unknown as BenchWindow;
bench.__resetSamples = () => {
  const empty = (): Samples => ({ latencies: [], oldestSampleLatencies: [], handlerMs: [] });
  bench.__samples = { ink: empty(), bare: empty() };
};
bench.__resetSamples();

function modeOf(event: Event): Mode | undefined {
  return ((event.target as HTMLElement | null)?.closest('[data-bench]') as HTMLElement | null)?.dataset.bench as Mode | undefined;
}

let handlerStart = 0;
window.addEventListener(
  'pointermove',
  (event) => {
    const mode = modeOf(event);
    if (event.buttons === 0 || !mode) return;
    const samples = event.getCoalescedEvents();
    const oldestAt = samples.length > 0 ? samples[0].timeStamp : event.timeStamp;
    const eventAt = event.timeStamp;
    handlerStart = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintedAt = performance.now();
        bench.__samples[mode].latencies.push(paintedAt - eventAt);
        bench.__samples[mode].oldestSampleLatencies.push(paintedAt - oldestAt);
      };
      channel.port2.postMessage(null);
    });
  },
  { capture: true },
);
window.addEventListener('pointermove', (event) => {
  const mode = modeOf(event);
  if (event.buttons !== 0 && mode) bench.__samples[mode].handlerMs.push(performance.now() - handlerStart);
});

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

/** The baseline: what drawing costs with nothing but a canvas and a line segment per sample. */
function bareCanvasPage(): HTMLElement {
  const box = document.createElement('div');
  box.dataset.bench = 'bare';
  box.style.cssText = PAGE_STYLE;
  box.innerHTML = '<img src="/page.svg" alt="" style="display:block;width:100%">';
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'bare';
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;touch-action:none';
  box.append(canvas);
  let last: [number, number] | null = null;
  let context: CanvasRenderingContext2D | null = null;
  canvas.addEventListener('pointerdown', (event) => {
    const rect = canvas.getBoundingClientRect();
    canvas.width = rect.width;
    canvas.height = rect.height;
    context = canvas.getContext('2d');
    canvas.setPointerCapture(event.pointerId);
    last = [event.clientX - rect.left, event.clientY - rect.top];
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!last || !context) return;
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
root.append(bareCanvasPage(), inkRoot);
createRoot(inkRoot).render(<InkPages />);
