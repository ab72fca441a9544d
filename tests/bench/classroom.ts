/**
 * The built-in web classroom (issue 30) in Chromium with fake devices, against the compiled server on
 * this run's app build, beside bare WebRTC pages of the same run (classroom/bare.html, a relay in this
 * process). Three measures:
 *
 * 1. Join click to first remote frame: the teacher is in the class; the student's page is on its pre-join
 *    screen (camera on); from the Join click to the first frame of the teacher's camera shown on the
 *    student's page (requestVideoFrameCallback). Each round a fresh join (the student leaves, a new
 *    ticket). Baseline: page A's "call" (getUserMedia, offer through the relay, answer) to the first
 *    frame of B's camera. Rounds interleaved. Target: median and p95 within JOIN_RATIO.
 * 2. Whiteboard stroke to remote paint: the teacher draws (mouse moves over CDP at ~120 Hz); per board
 *    point, from its pointermove on the teacher's page to the student's live canvas painting it (one
 *    browser, one clock: timeOrigin + now; the end of the display frame that shows it is printed beside).
 *    Baseline: a data-channel round trip between the bare pages (A sends, B echoes), timed while the
 *    teacher draws, so both on the same loaded machine (the same between the strokes is printed for
 *    reference). Target: p95 within INK_RATIO of the round trip's p95.
 * 3. Per participant at 2, 4 and 6 (the mesh limit): the server process's CPU time and RSS over a fixed
 *    window of a live class (heartbeats, chat, strokes), minus the idle server's over the same length;
 *    all Chromium processes' CPU; video frames decoded per second per remote stream (every page decodes
 *    N-1 cameras, all on this one machine).
 *
 * Alone: npx tsx tests/bench/classroom.ts (builds the app and the server itself; `--no-mesh`: the two ratios only).
 * `BENCH_TRACE=<file>` / `BENCH_TRACE_JOIN=<file>`: a Chromium trace of the second stroke block / the third
 * timed join, with V8's sampling profiler (which slows the pages: it shows where the pages' time goes, that
 * run's figures mean nothing).
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLASSROOM_MESH_LIMIT } from '@boda/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browserLoad';
import { addMembers, demoRoomCode, signIn, webJoinUrl, type DemoUserSession } from './classroom/demoClass';
import { chromiumCpu, chromiumCpuBetween, chromiumCpuByType, cpuMsOf } from './classroom/procStats';
import { INK_SENDER_PROBE, INK_WATCHER_PROBE, JOIN_PROBE } from './classroom/probes';
import { startBareRelay } from './classroom/relay';
import { reportMesh, reportRatios, type InkResults, type JoinResults, type MeshWindow } from './classroom/report';
import { buildServer, rssOf, startCompiledServer } from './compiledServer';
import { buildApp } from './webBuilds';

// 16 timed joins: with 8, the p95 is the slowest one (a single GC pause decides the verdict).
const JOIN_ROUNDS = 16;
const STROKE_BLOCKS = 4;
const STROKES_PER_BLOCK = 3;
const MOVES_PER_STROKE = 40;
const MOVE_INTERVAL_MS = 8;
const RTT_PER_BLOCK = 60;
/** Round trips sent while a block's strokes are drawn (~1.5 s): 90, 16 ms apart, outlast them a little. */
const RTT_DURING_BLOCK = 90;
const RTT_INTERVAL_MS = 16;
const WINDOW_MS = 20_000;
const MESH_SIZES = [2, 4, CLASSROOM_MESH_LIMIT];

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  ...(process.env.BENCH_TRACE_NO_PROFILER ? [] : ['disabled-by-default-v8.cpu_profiler']),
];

const FAKE_MEDIA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--autoplay-policy=no-user-gesture-required',
];

async function classPage(browser: Browser, scripts: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.grantPermissions(['camera', 'microphone']);
  for (const script of scripts) await context.addInitScript(script);
  return { context, page: await context.newPage() };
}

/** The pre-join screen of a fresh ticket, its camera preview playing. */
async function toPrejoin(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.getByTestId('classroom-prejoin-video').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="classroom-prejoin-video"]') as HTMLVideoElement | null)?.videoWidth ?? 0,
    null,
    { timeout: 30_000 },
  );
}

async function join(page: Page): Promise<void> {
  await page.getByTestId('classroom-join').click();
  await page.getByTestId('classroom-room').waitFor({ state: 'visible', timeout: 30_000 });
}

async function leave(page: Page): Promise<void> {
  await page.getByTestId('classroom-leave').click();
  await page.locator('[data-testid="classroom-exit"][data-kind="left"]').waitFor({ timeout: 30_000 });
}

/** Arms the join probe, clicks, and answers click -> first remote frame (ms). */
async function timedClick(page: Page, selector: string): Promise<number> {
  await page.evaluate((s) => (window as unknown as { __armJoinProbe(s: string): void }).__armJoinProbe(s), selector);
  await page.locator(selector).click();
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __joinProbe: { clickAt: number | null; frameAt: number | null } }).__joinProbe;
      return probe.clickAt !== null && probe.frameAt !== null ? probe.frameAt - probe.clickAt : null;
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/** Every page decodes every other page's camera (the class's mesh is complete). */
async function waitForMesh(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await page.waitForFunction(
      async (others) => {
        const stats = window.__classroomStats ? await window.__classroomStats() : {};
        return Object.values(stats).filter((s) => s.framesDecoded > 0).length >= others;
      },
      pages.length - 1,
      { timeout: 120_000, polling: 500 },
    );
  }
}

async function framesOf(page: Page): Promise<Record<string, number>> {
  const stats: Record<string, { framesDecoded: number }> = await page.evaluate(async () =>
    window.__classroomStats ? window.__classroomStats() : {},
  );
  return Object.fromEntries(Object.entries(stats).map(([peer, s]) => [peer, s.framesDecoded]));
}

type Mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) => Promise<unknown>;

/** One stroke across the board at `row` of `rows`, its moves sent without waiting (as a pen sends them). */
async function drawStroke(mouse: Mouse, box: { x: number; y: number; width: number; height: number }, row: number, rows: number) {
  const y = box.y + box.height * (0.08 + (0.84 * row) / rows);
  await mouse('mousePressed', box.x + box.width * 0.05, y);
  const sent: Promise<unknown>[] = [];
  for (let move = 1; move <= MOVES_PER_STROKE; move += 1) {
    sent.push(mouse('mouseMoved', box.x + box.width * (0.05 + (0.9 * move) / MOVES_PER_STROKE), y + Math.sin(move / 2) * 6));
    await sleep(MOVE_INTERVAL_MS);
  }
  await Promise.all(sent);
  await mouse('mouseReleased', box.x + box.width * 0.95, y);
  await sleep(150);
}

interface InkTimes {
  moves: Record<string, number>;
  sent: Record<string, number>;
  received: Record<string, number>;
  paintCalled: Record<string, number>;
  painted: Record<string, number>;
}

async function inkTimes(teacher: Page, student: Page): Promise<InkTimes> {
  const sender = await teacher.evaluate(() =>
    (window as unknown as { __inkSender: { collect(): Pick<InkTimes, 'moves' | 'sent'> } }).__inkSender.collect(),
  );
  const watcher = await student.evaluate(() =>
    (window as unknown as { __inkWatcher: { collect(): Pick<InkTimes, 'received' | 'paintCalled' | 'painted'> } }).__inkWatcher.collect(),
  );
  return { ...sender, ...watcher };
}

/** `count` data-channel round trips between the bare pages, `RTT_INTERVAL_MS` apart (A sends, B echoes). */
function roundTrips(bareA: Page, count: number): Promise<number[]> {
  return bareA.evaluate(([n, interval]) => (window as unknown as { __rtt(c: number, i: number): Promise<number[]> }).__rtt(n, interval), [
    count,
    RTT_INTERVAL_MS,
  ] as const);
}

/** Whether the page's canvas at `selector` has a desynchronized 2D context (asked again, the same context answers). */
function desynchronizedCanvas(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (s) => (document.querySelector(s) as HTMLCanvasElement | null)?.getContext('2d')?.getContextAttributes().desynchronized ?? false,
    selector,
  );
}

export async function benchClassroom(given?: { origin: string; pid: number }, options: { mesh?: boolean } = {}): Promise<boolean> {
  const owned: Array<() => Promise<void> | void> = [];
  let target = given;
  if (!target) {
    const webDir = await buildApp();
    owned.push(() => rmSync(webDir, { recursive: true, force: true }));
    const built = buildServer();
    owned.push(() => built.remove());
    const server = await startCompiledServer(built.outDir, { WEB_DIR: webDir });
    owned.push(() => server.stop());
    target = { origin: server.origin, pid: server.pid };
  }
  const { origin, pid } = target;
  const relay = await startBareRelay();
  owned.push(() => relay.close());
  const browser = await launchChromium(FAKE_MEDIA);
  owned.push(() => browser.close());
  try {
    const teacher = await signIn(origin, 'teacher1');
    const student = await signIn(origin, 'student1');
    const roomCode = await demoRoomCode(origin, teacher);

    // The bare pages: B has its camera; A calls.
    const bareB = await classPage(browser, [JOIN_PROBE]);
    await bareB.page.goto(`${relay.origin}/?role=b`);
    const bareA = await classPage(browser, [JOIN_PROBE]);
    await bareA.page.goto(`${relay.origin}/?role=a`);
    for (const { page } of [bareA, bareB])
      await page.waitForFunction(() => (window as unknown as { __bare: { ready: boolean } }).__bare.ready);

    // The class: the teacher in it, the student before Join.
    const teacherSide = await classPage(browser, [INK_SENDER_PROBE]);
    await toPrejoin(teacherSide.page, await webJoinUrl(origin, teacher, roomCode));
    await join(teacherSide.page);
    const studentSide = await classPage(browser, [JOIN_PROBE, INK_WATCHER_PROBE]);

    const joins: JoinResults = {
      app: [],
      bare: [],
      stages: { toSocket: [], toHello: [], toWelcome: [], toAnswer: [], toFrame: [], joinRequest: [], joinServer: [] },
    };
    for (let round = 0; round <= JOIN_ROUNDS; round += 1) {
      // Started before the pre-join screen: the profiler's start stalls the pages for a while.
      const tracingJoin = round === 3 && process.env.BENCH_TRACE_JOIN;
      if (tracingJoin) await browser.startTracing(undefined, { path: tracingJoin, categories: TRACE_CATEGORIES });
      await toPrejoin(studentSide.page, await webJoinUrl(origin, student, roomCode));
      await sleep(500);
      const app = await timedClick(studentSide.page, '[data-testid="classroom-join"]');
      if (tracingJoin) await browser.stopTracing();
      const stages = await studentSide.page.evaluate(() => {
        const w = window as unknown as {
          __joinProbe: { clickAt: number; frameAt: number };
          __joinStages: { socketAt: number | null; helloAt: number | null; welcomeAt: number | null; answerAt: number | null };
        };
        // classClient.JOIN's request as the page saw it: the server's part is request start -> first byte.
        const request = performance
          .getEntriesByType('resource')
          .find((e): e is PerformanceResourceTiming => e.name.includes('/open/classClient') && e.startTime >= w.__joinProbe.clickAt);
        return { ...w.__joinStages, ...w.__joinProbe, request: request && { ...request.toJSON() } };
      });
      const bare = await timedClick(bareA.page, '#call');
      // Round 0 warms up both (JIT, codecs), not counted.
      if (round > 0) {
        joins.app.push(app);
        joins.bare.push(bare);
        if (stages.socketAt !== null && stages.helloAt !== null && stages.welcomeAt !== null && stages.answerAt !== null) {
          joins.stages.toSocket.push(stages.socketAt - stages.clickAt);
          joins.stages.toHello.push(stages.helloAt - stages.socketAt);
          joins.stages.toWelcome.push(stages.welcomeAt - stages.helloAt);
          joins.stages.toAnswer.push(stages.answerAt - stages.welcomeAt);
          joins.stages.toFrame.push(stages.frameAt - stages.answerAt);
        }
        if (stages.request) {
          joins.stages.joinRequest.push(stages.request.responseEnd - stages.request.startTime);
          joins.stages.joinServer.push(stages.request.responseStart - stages.request.requestStart);
        }
      }
      await bareA.page.click('#hangup');
      if (round < JOIN_ROUNDS) await leave(studentSide.page);
      await sleep(500);
    }

    // Strokes with both calls up (the student stays in after the last round), in blocks interleaved with the round trips.
    await bareA.page.click('#call');
    await bareA.page.waitForFunction(() => (window as unknown as { __bare: { connected: boolean } }).__bare.connected);
    await teacherSide.page.getByTestId('classroom-board-toggle').click();
    await studentSide.page.getByTestId('classroom-board-toggle').click();
    const board = teacherSide.page.getByTestId('classroom-board');
    await board.waitFor({ state: 'visible' });
    await studentSide.page.getByTestId('classroom-board').waitFor({ state: 'visible' });
    const box = await board.boundingBox();
    if (!box) throw new Error('the board is not on screen');
    const cdp = await teacherSide.context.newCDPSession(teacherSide.page);
    const mouse: Mouse = (type, x, y) =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1 });
    // The join rounds left the student's page sixteen classes' garbage (its heap ~80 MB against ~25 MB
    // after a collection); its major collection would fall somewhere in the strokes (a 30 ms pause on a
    // quiet machine). A class page does not join sixteen times: collect before measuring the ink.
    for (const side of [teacherSide, studentSide]) {
      const session = await side.context.newCDPSession(side.page);
      await session.send('HeapProfiler.collectGarbage');
      await session.detach();
    }
    const rows = STROKE_BLOCKS * STROKES_PER_BLOCK + 2;
    // Warm-up strokes (rows 0 and 1): not counted.
    for (let row = 0; row < 2; row += 1) await drawStroke(mouse, box, row, rows);
    await sleep(300);
    const warm = await inkTimes(teacherSide.page, studentSide.page);
    const warmKeys = new Set(Object.keys(warm.moves));
    const rtts: number[] = [];
    const rttsBetween: number[] = [];
    // The browsers' CPU while drawing, against the same class idle (its video only) for as long.
    const drawing = { ms: 0, cpu: new Map<string, number>() };
    const addCpu = (into: Map<string, number>, add: Map<string, number>) => {
      for (const [type, ms] of add) into.set(type, (into.get(type) ?? 0) + ms);
    };
    for (let block = 0; block < STROKE_BLOCKS; block += 1) {
      const tracing = block === 1 && process.env.BENCH_TRACE;
      if (tracing) await browser.startTracing(undefined, { path: process.env.BENCH_TRACE, categories: TRACE_CATEGORIES });
      // The round trips the target compares with run while the teacher draws: on this one machine the
      // drawing's own work (both class pages, the compositor) slows every page, the bare ones too, and a
      // round trip timed between the strokes would be measured on a lighter machine than the ink is.
      const duringStrokes = roundTrips(bareA.page, RTT_DURING_BLOCK);
      const [cpuBefore, startedAt] = [chromiumCpu(), performance.now()];
      for (let stroke = 0; stroke < STROKES_PER_BLOCK; stroke += 1)
        await drawStroke(mouse, box, 2 + block * STROKES_PER_BLOCK + stroke, rows);
      drawing.ms += performance.now() - startedAt;
      addCpu(drawing.cpu, chromiumCpuByType(cpuBefore, chromiumCpu()));
      if (tracing) await browser.stopTracing();
      rtts.push(...(await duringStrokes));
      // For reference, printed beside it: the same round trips on the class with nobody drawing.
      rttsBetween.push(...(await roundTrips(bareA.page, RTT_PER_BLOCK)));
    }
    await sleep(500);
    const idleBefore = chromiumCpu();
    await sleep(drawing.ms);
    const idle = chromiumCpuByType(idleBefore, chromiumCpu());
    await cdp.detach();
    const times = await inkTimes(teacherSide.page, studentSide.page);
    const ink: InkResults = {
      latencies: [],
      toScreen: [],
      toSend: [],
      transport: [],
      toPaintCall: [],
      toFrameEnd: [],
      points: 0,
      moved: 0,
      missing: [],
      rtts,
      rttsBetween,
      cpu: { drawingMs: drawing.ms, drawing: drawing.cpu, idle },
      desynchronized: {
        // The drawer's own stroke canvas sits after the board's live one; both have their context by now.
        teacher: await desynchronizedCanvas(teacherSide.page, '[data-testid="classroom-board-live"] + canvas'),
        student: await desynchronizedCanvas(studentSide.page, '[data-testid="classroom-board-live"]'),
      },
    };
    for (const [key, movedAt] of Object.entries(times.moves)) {
      if (warmKeys.has(key)) continue;
      ink.moved += 1;
      const shownAt = times.painted[key];
      const calledAt = times.paintCalled[key];
      const sentAt = times.sent[key];
      const receivedAt = times.received[key];
      if (shownAt === undefined || calledAt === undefined || sentAt === undefined || receivedAt === undefined) {
        ink.missing.push(sentAt === undefined ? 'sent' : receivedAt === undefined ? 'received' : 'painted');
        continue;
      }
      ink.points += 1;
      ink.latencies.push(calledAt - movedAt);
      ink.toScreen.push(shownAt - movedAt);
      ink.toSend.push(sentAt - movedAt);
      ink.transport.push(receivedAt - sentAt);
      ink.toPaintCall.push(calledAt - receivedAt);
      ink.toFrameEnd.push(shownAt - calledAt);
    }
    await bareA.page.click('#hangup');

    // End this class and close every page before the mesh windows.
    await studentSide.page.getByTestId('classroom-leave').click();
    await teacherSide.page.getByTestId('classroom-end').click();
    await teacherSide.page.getByTestId('classroom-end-confirm-confirm').click();
    await teacherSide.page.locator('[data-testid="classroom-exit"][data-kind="ended"]').waitFor({ timeout: 30_000 });
    for (const side of [bareA, bareB, teacherSide, studentSide]) await side.context.close();
    // The ratios first: a mesh window that fails on a loaded machine does not take them with it.
    const pass = reportRatios(joins, ink);
    if (options.mesh === false) return pass;
    reportMesh(await benchMesh(browser, origin, pid, teacher, roomCode), WINDOW_MS);
    return pass;
  } finally {
    for (const step of owned.reverse()) await step();
  }
}

/** Server and browsers per participant at each mesh size, after an idle window of the same length. */
async function benchMesh(browser: Browser, origin: string, pid: number, teacher: DemoUserSession, roomCode: string) {
  const students = [];
  for (let i = 1; i < CLASSROOM_MESH_LIMIT; i += 1) students.push(await signIn(origin, `student${i}`));
  await addMembers(
    origin,
    teacher,
    roomCode,
    students.filter((s) => !['student1', 'student2', 'student3'].includes(s.userId)),
  );
  const measureWindow = async (size: number, during: () => Promise<void>, pages: Page[]): Promise<MeshWindow> => {
    const framesBefore = await Promise.all(pages.map(framesOf));
    const cpuBefore = cpuMsOf(pid);
    const browserBefore = chromiumCpu();
    const started = performance.now();
    const activity = during();
    await sleep(WINDOW_MS);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMsOf(pid);
    const browserAfter = chromiumCpu();
    const rss = rssOf(pid);
    const framesAfter = await Promise.all(pages.map(framesOf));
    const readSeconds = (performance.now() - started) / 1000;
    await activity;
    const fps = framesAfter.flatMap((after, i) =>
      Object.entries(after).map(([peer, frames]) => (frames - (framesBefore[i][peer] ?? 0)) / readSeconds),
    );
    return {
      size,
      serverCpuMsPerSec: (cpuAfter - cpuBefore) / seconds,
      serverRss: rss,
      browserCpuMsPerSec: chromiumCpuBetween(browserBefore, browserAfter) / seconds,
      fps,
    };
  };

  // The closed pages' processes exit and the server settles first.
  await sleep(5000);
  const idle = await measureWindow(0, async () => undefined, []);
  const windows: MeshWindow[] = [];
  const sides: Array<{ context: BrowserContext; page: Page }> = [];
  try {
    const people = [teacher, ...students];
    for (const size of MESH_SIZES) {
      while (sides.length < size) {
        const side = await classPage(browser, []);
        sides.push(side);
        await toPrejoin(side.page, await webJoinUrl(origin, people[sides.length - 1], roomCode));
        await join(side.page);
        if (sides.length === 1) await side.page.getByTestId('classroom-board-toggle').click();
      }
      const pages = sides.map((s) => s.page);
      await waitForMesh(pages);
      await sleep(3000);
      windows.push(await measureWindow(size, () => classActivity(pages), pages));
    }
    await sides[0].page.getByTestId('classroom-end').click();
    await sides[0].page.getByTestId('classroom-end-confirm-confirm').click();
  } finally {
    for (const side of sides.splice(0)) await side.context.close();
  }
  await sleep(5000);
  const idleAfter = await measureWindow(0, async () => undefined, []);
  return { idle, idleAfter, windows };
}

/** What a class does besides video, spread over the window: three chat lines and three strokes by the teacher. */
async function classActivity(pages: Page[]): Promise<void> {
  const deadline = performance.now() + WINDOW_MS - 2000;
  for (let i = 0; i < 3 && performance.now() < deadline; i += 1) {
    const page = pages[(i + 1) % pages.length];
    if (!(await page.getByTestId('classroom-chat').isVisible())) await page.getByTestId('classroom-chat-toggle').click();
    await page.getByTestId('classroom-chat-input').fill(`Line ${i + 1}: page ${12 + i}, please.`);
    await page.getByTestId('classroom-chat-send').click();
    const board = await pages[0].getByTestId('classroom-board').boundingBox();
    if (board) {
      await pages[0].mouse.move(board.x + board.width * 0.1, board.y + board.height * (0.2 + i * 0.2));
      await pages[0].mouse.down();
      for (let step = 1; step <= 15; step += 1)
        await pages[0].mouse.move(board.x + board.width * (0.1 + step * 0.05), board.y + board.height * (0.2 + i * 0.2 + step * 0.005));
      await pages[0].mouse.up();
    }
    await sleep(4000);
  }
}

// `--no-mesh`: the two ratios only (~3 minutes instead of ~7).
if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = (await benchClassroom(undefined, { mesh: !process.argv.includes('--no-mesh') })) ? 0 : 1;
