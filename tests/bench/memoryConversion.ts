/**
 * The server's memory during a book conversion (issue 35 item 1): the demo teacher registers a 100-page
 * textbook (bookSave.ADD; the bench's PDF of pdfPages.ts: text and vector shapes, a photo every fourth
 * page) on the compiled server, and the whole process tree's RSS (the server and its PDF worker, VmRSS
 * each) is sampled every 100 ms until book.CONVERSION says ready. Target: the tree under 500 MB.
 * Printed, never asserted. memory.ts runs it on its PGlite server after the load rounds.
 * Alone: npx tsx tests/bench/memoryConversion.ts (MEMORY_BOOK_PAGES=24 for a quick look)
 */
import { pathToFileURL } from 'node:url';
import { commands, SERVICE_TYPE_HEADER, TextbookType } from '@boda/contract';
import { makeTextPdf } from '../../server/src/pdf/sample-pdfs';
import { buildServer, demoToken, rssOf, startCompiledServer } from './compiledServer';
import { treeRss } from './memoryTree';

const MB = 1_000_000;
const MIB = 1024 * 1024;
const PAGES = Number(process.env.MEMORY_BOOK_PAGES ?? 100);
const TARGET = 500 * MB;
const TIMEOUT_MS = 15 * 60_000;

interface Conversion {
  status: string;
  pagesDone: number;
  failReason: string | null;
}

/** Registers the book as the demo teacher; its bookIdx. */
async function registerBook(origin: string, token: string, pdf: Uint8Array): Promise<number> {
  const spec = commands['bookSave.ADD'];
  const form = new FormData();
  form.append('command', spec.command ?? '');
  form.append('book', JSON.stringify({ bookName: `Memory bench ${PAGES} pages`, bookDesc: '', bookType: TextbookType.TEXTBOOK }));
  form.append('uploadFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'memory-bench_문제지.pdf');
  const response = await fetch(`${origin}${spec.path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'MANAGE' },
  });
  const body = (await response.json()) as { success: boolean; data: { result: { bookIdx: number } } | null; message?: string };
  if (!body.success || !body.data) throw new Error(`registering the book failed (${response.status}): ${JSON.stringify(body)}`);
  return body.data.result.bookIdx;
}

async function conversionOf(origin: string, token: string, bookIdx: number): Promise<Conversion> {
  const spec = commands['book.CONVERSION'];
  const query = new URLSearchParams({ command: spec.command ?? '', bookIdx: String(bookIdx) });
  const response = await fetch(`${origin}${spec.path}?${query}`, {
    headers: { authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'MANAGE' },
  });
  const body = (await response.json()) as { data: { result: Conversion } | null };
  if (!body.data) throw new Error(`book.CONVERSION failed (${response.status})`);
  return body.data.result;
}

/** Converts the book on a running server (pid: its process); whether the tree stayed under the target. */
export async function measureConversion(origin: string, pid: number): Promise<boolean> {
  const token = await demoToken(origin, 'teacher1');
  const pdf = await makeTextPdf(PAGES, { landscapeEvery: 10, photoEvery: 4 });
  const before = treeRss(pid);
  let peak = before;
  let serverPeak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
    serverPeak = Math.max(serverPeak, rssOf(pid));
  }, 100);
  const started = performance.now();
  let conversion: Conversion;
  try {
    const bookIdx = await registerBook(origin, token, pdf);
    for (;;) {
      conversion = await conversionOf(origin, token, bookIdx);
      if (conversion.status === 'ready' || conversion.status === 'failed') break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`the conversion did not end in ${TIMEOUT_MS / 60_000} min`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    clearInterval(timer);
  }
  await new Promise((r) => setTimeout(r, 3_000));
  const after = treeRss(pid);
  const seconds = (performance.now() - started) / 1000;
  const pass = conversion.status === 'ready' && peak < TARGET;
  const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
  console.log(
    `book conversion (${PAGES} pages, ${conversion.status}${conversion.failReason ? `: ${conversion.failReason}` : ''}, ${seconds.toFixed(0)} s): ` +
      `tree ${mib(before)} before, peak ${mib(peak)} (the server alone ${mib(serverPeak)}), 3 s after ${mib(after)}   target < ${TARGET / MB} MB   ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = buildServer();
  try {
    const server = await startCompiledServer(built.outDir, { DATABASE_URL: '' });
    try {
      process.exitCode = (await measureConversion(server.origin, server.pid)) ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    built.remove();
  }
}
