/**
 * The classroom bench's printout (classroom.ts): the two ratios against their targets, then the mesh.
 */
import { cpus } from 'node:os';
import { CLASSROOM_MESH_LIMIT } from '@boda/contract';
import { median } from '../browserLoad';

export const JOIN_RATIO = 1.5;
export const INK_RATIO = 2;
/** Video frames a second per remote stream the mesh must keep (the limit is the largest N that does). */
const MIN_FPS = 15;
const MB = 1024 * 1024;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export interface JoinResults {
  app: number[];
  bare: number[];
  /** The classroom's join by stage (student page): click -> signaling socket made, -> hello sent (JOIN answered, socket open), -> welcome, -> the teacher's answer, -> frame. */
  stages: { toSocket: number[]; toHello: number[]; toWelcome: number[]; toAnswer: number[]; toFrame: number[] } & {
    /** classClient.JOIN on the page: its request start -> response end, and request start -> first byte (the server). */
    joinRequest: number[];
    joinServer: number[];
  };
}

export interface InkResults {
  /** Per point: the teacher's pointermove -> the student's live canvas painted with it (the stroke's target). */
  latencies: number[];
  /** The same -> the end of the student's display frame that showed it (the paint plus the wait for a frame). */
  toScreen: number[];
  toSend: number[];
  transport: number[];
  /** received -> the live canvas's paint ran, and that paint -> the end of the frame that showed it. */
  toPaintCall: number[];
  toFrameEnd: number[];
  points: number;
  moved: number;
  /** Per moved point not painted: the first stage it never reached (sent, received, painted). */
  missing: string[];
  /** Data-channel round trips between the bare pages while the teacher draws: the target's baseline. */
  rtts: number[];
  /** The same between the stroke blocks, nobody drawing (printed for reference). */
  rttsBetween: number[];
  /** The browsers' CPU (ms, by process role) over the stroke blocks (drawingMs long) and over an idle window as long. */
  cpu: { drawingMs: number; drawing: Map<string, number>; idle: Map<string, number> };
  /** Whether the live-ink canvases got a desynchronized context (only where a GPU composites: features/ink/lowLatencyCanvas.ts). */
  desynchronized: { teacher: boolean; student: boolean };
}

export interface MeshWindow {
  size: number;
  serverCpuMsPerSec: number;
  serverRss: number;
  browserCpuMsPerSec: number;
  fps: number[];
}

const line = (name: string, values: number[]) =>
  `${name.padEnd(44)} ${String(values.length).padStart(5)} ${median(values).toFixed(1).padStart(8)} ${percentile(values, 95).toFixed(1).padStart(8)}`;

export function reportRatios(joins: JoinResults, ink: InkResults): boolean {
  console.log('classroom (Chromium, fake devices)            count   p50 ms   p95 ms');
  console.log(line('join: bare page call -> first frame', joins.bare));
  console.log(line('join: classroom Join -> teacher frame', joins.app));
  console.log(line('  click -> socket made', joins.stages.toSocket));
  console.log(line('  socket -> hello sent (JOIN answered, open)', joins.stages.toHello));
  console.log(line('    JOIN request start -> response end', joins.stages.joinRequest));
  console.log(line('    JOIN request start -> first byte', joins.stages.joinServer));
  console.log(line('  hello -> welcome (server admits)', joins.stages.toWelcome));
  console.log(line("  welcome -> teacher's answer", joins.stages.toAnswer));
  console.log(line('  answer -> first frame', joins.stages.toFrame));
  const joinMedian = median(joins.app) / median(joins.bare);
  const joinP95 = percentile(joins.app, 95) / percentile(joins.bare, 95);
  const joinPass = joinMedian <= JOIN_RATIO && joinP95 <= JOIN_RATIO;
  console.log(
    `join to first remote frame: median ${joinMedian.toFixed(2)}x, p95 ${joinP95.toFixed(2)}x the bare page's (target <= ${JOIN_RATIO}x)   ${verdict(joinPass)}`,
  );
  console.log(line('ink: bare data channel round trip, drawing', ink.rtts));
  console.log(line('  the same between the strokes (reference)', ink.rttsBetween));
  console.log(line('ink: teacher pointermove -> student paint', ink.latencies));
  console.log(line('  pointermove -> ink frame sent (teacher)', ink.toSend));
  console.log(line('  sent -> received (data channel or server)', ink.transport));
  console.log(line('  received -> live canvas painted (student)', ink.toPaintCall));
  console.log(line('ink: ... -> end of the frame showing it', ink.toScreen));
  console.log(line('  paint -> end of that frame (display)', ink.toFrameEnd));
  const inkRatio = percentile(ink.latencies, 95) / percentile(ink.rtts, 95);
  const inkComplete = ink.points >= ink.moved * 0.95;
  const inkPass = inkRatio <= INK_RATIO && inkComplete;
  // The round trip has no display frame in it: the target compares the paint (the last thing a page does),
  // and the frame the compositor shows it in (up to one refresh later, for any page) is printed beside it.
  console.log(
    `stroke to remote paint: p95 ${ms(percentile(ink.latencies, 95))}, ${inkRatio.toFixed(2)}x the data-channel round trip's ${ms(percentile(ink.rtts, 95))} ` +
      `(target <= ${INK_RATIO}x); points painted ${ink.points}/${ink.moved}   ${verdict(inkPass)}`,
  );
  console.log(
    `  on screen: p95 ${ms(percentile(ink.toScreen, 95))}, of which the wait for the display frame p50 ${ms(median(ink.toFrameEnd))}, p95 ${ms(percentile(ink.toFrameEnd, 95))}`,
  );
  console.log(
    `  live canvases desynchronized: teacher's stroke ${ink.desynchronized.teacher}, student's strokes in progress ${ink.desynchronized.student} (only where a GPU composites)`,
  );
  const perSecond = (ms: number) => ((ms / ink.cpu.drawingMs) * 1000).toFixed(0);
  for (const type of [...ink.cpu.drawing.keys()].sort()) {
    const [drawn, idle] = [ink.cpu.drawing.get(type) ?? 0, ink.cpu.idle.get(type) ?? 0];
    console.log(
      `  browser CPU, ${type.padEnd(12)} drawing ${perSecond(drawn).padStart(4)} ms/s, idle class ${perSecond(idle).padStart(4)} ms/s`,
    );
  }
  if (ink.missing.length > 0) {
    const counts = ['sent', 'received', 'painted'].map((stage) => `${ink.missing.filter((s) => s === stage).length} never ${stage}`);
    console.log(`  points not painted: ${counts.join(', ')}`);
  }
  return joinPass && inkPass;
}

export function reportMesh(
  { idle, idleAfter, windows }: { idle: MeshWindow; idleAfter: MeshWindow; windows: MeshWindow[] },
  windowMs: number,
): void {
  console.log(
    `\nmesh, ${windowMs / 1000} s windows; idle server ${idle.serverCpuMsPerSec.toFixed(1)} ms CPU/s, RSS ${(idle.serverRss / MB).toFixed(0)} MiB; ` +
      `idle browser ${idle.browserCpuMsPerSec.toFixed(0)} ms CPU/s (after the class: server ${idleAfter.serverCpuMsPerSec.toFixed(1)} ms CPU/s, ` +
      `RSS ${(idleAfter.serverRss / MB).toFixed(0)} MiB)`,
  );
  console.log(
    'participants  server CPU ms/s  per participant  server RSS +MiB  per participant  browsers CPU ms/s  per participant  fps/stream min  median',
  );
  let limit = 0;
  for (const w of windows) {
    const cpu = w.serverCpuMsPerSec - idle.serverCpuMsPerSec;
    const rss = (w.serverRss - idle.serverRss) / MB;
    const fpsMedian = median(w.fps);
    if (fpsMedian >= MIN_FPS) limit = w.size;
    console.log(
      `${String(w.size).padStart(12)}  ${cpu.toFixed(1).padStart(15)}  ${(cpu / w.size).toFixed(2).padStart(15)}  ${rss.toFixed(1).padStart(15)}  ` +
        `${(rss / w.size).toFixed(1).padStart(15)}  ${w.browserCpuMsPerSec.toFixed(0).padStart(17)}  ${(w.browserCpuMsPerSec / w.size).toFixed(0).padStart(16)}  ` +
        `${Math.min(...w.fps)
          .toFixed(1)
          .padStart(14)}  ${fpsMedian.toFixed(1).padStart(6)}`,
    );
  }
  console.log(
    `mesh limit on this machine (all pages on its ${cpus().length} cores, median >= ${MIN_FPS} fps per remote stream): ${limit}; CLASSROOM_MESH_LIMIT ${CLASSROOM_MESH_LIMIT}` +
      (limit >= CLASSROOM_MESH_LIMIT ? '' : ' (higher than measured here: see README)'),
  );
}
