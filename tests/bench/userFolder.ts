/**
 * Opening a 10,000-user folder in the manage area's group tree (GroupTreePage, /manage/group/list), on the compiled server
 * with this run's app build: the demo company gets a folder of FOLDER_SIZE students (inserted in SQL
 * with the server stopped), the operator's page is loaded afresh each round, and the time is from the
 * click on the folder to the end of the frame that shows its first users (the tree asks the server
 * for the folder's first page of 200 and paints only the rows in view). Baseline, in the same page
 * and round: the same user.LIST call with fetch and its 200 names put into a plain list, to the end of
 * that frame (the server's answer plus a bare DOM's paint). Rounds interleaved; target: the median
 * within TARGET_RATIO of the baseline's. Printed, never asserted (a component test keeps the rows bounded).
 * Alone: npx tsx tests/bench/userFolder.ts
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { SERVICE_TYPE_HEADER, UserType } from '@boda/contract';
import { openDatabase } from '../../server/src/db/client';
import { launchChromium, median, signedInContext } from './browserLoad';
import { buildServer, demoToken, startCompiledServer } from './compiledServer';
import { buildApp } from './webBuilds';

const FOLDER_SIZE = 10_000;
const FOLDER_NAME = 'Bench 10,000';
const ROUNDS = 9;
const TARGET_RATIO = 2;

/** The demo company's new folder and its students (one statement each); answers the folder's groupIdx. */
async function addFolder(dataDir: string): Promise<number> {
  const opened = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  try {
    const rows = (await opened.db.execute(sql`
      INSERT INTO groups (company_idx, up_group_idx, group_name, sort_order)
      SELECT company_idx, 0, ${FOLDER_NAME}, 0 FROM companies WHERE company_id = 'demo'
      RETURNING group_idx`)) as unknown as { rows: Array<{ group_idx: number }> };
    const groupIdx = rows.rows[0]?.group_idx;
    if (groupIdx === undefined) throw new Error('no demo company');
    await opened.db.execute(sql`
      INSERT INTO users (company_idx, user_id, user_name, password_hash, user_type_cd, group_idx)
      SELECT g.company_idx, 'bench' || lpad(n::text, 5, '0'), 'Bench student ' || n, NULL, ${UserType.STUDENT}, g.group_idx
      FROM groups g, generate_series(1, ${FOLDER_SIZE}) AS n WHERE g.group_idx = ${groupIdx}`);
    return groupIdx;
  } finally {
    await opened.close();
  }
}

/** In the page: resolves once the next frame is drawn (a task posted from its animation frame callback). Both measures end with it. */
const AFTER_NEXT_FRAME = `() => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
}))`;

/** In the page: click the folder, resolve with the ms to the end of the frame that shows its first user. */
const OPEN_FOLDER = `(name) => new Promise((resolve, reject) => {
  const folder = [...document.querySelectorAll('[data-testid="tree-folder"]')].find((f) => f.getAttribute('data-group-name') === name);
  const row = folder && folder.querySelector('[data-testid="tree-folder-row"]');
  if (!row) return reject(new Error('the folder is not in the tree'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!folder.querySelector('[data-testid="tree-user"]')) return;
    observer.disconnect();
    (${AFTER_NEXT_FRAME})().then(() => resolve(performance.now() - started));
  });
  observer.observe(folder, { subtree: true, childList: true });
  row.click();
})`;

/** In the page: the same first page with fetch, its names into a plain list, to the end of that frame. */
const BARE_FOLDER = `async ([token, groupIdx, header]) => {
  const started = performance.now();
  const query = new URLSearchParams({ command: 'LIST', groupIdx: String(groupIdx), page: '1', size: '200', order: 'userName' });
  const response = await fetch('/boda/user?' + query, { headers: { authorization: 'Bearer ' + token, [header]: 'MANAGE' } });
  const body = await response.json();
  const list = document.createElement('ul');
  for (const user of body.data.resultPage.content) {
    const item = document.createElement('li');
    item.textContent = user.userName;
    list.append(item);
  }
  document.body.append(list);
  await (${AFTER_NEXT_FRAME})();
  const took = performance.now() - started;
  list.remove();
  return took;
}`;

/** `builds`: the run's compiled server and app build (alone, it makes its own). */
export async function benchUserFolder(builds?: { outDir: string; webDir: string }): Promise<boolean> {
  const owned: Array<() => Promise<void> | void> = [];
  try {
    let { outDir, webDir } = builds ?? { outDir: '', webDir: '' };
    if (!builds) {
      webDir = await buildApp();
      owned.push(() => rmSync(webDir, { recursive: true, force: true }));
      const built = buildServer();
      owned.push(() => built.remove());
      outDir = built.outDir;
    }
    const seeded = await startCompiledServer(outDir, { WEB_DIR: webDir }, { keepDataDir: true });
    await seeded.stop();
    owned.push(() => rmSync(seeded.dataDir, { recursive: true, force: true }));
    const groupIdx = await addFolder(seeded.dataDir);
    const server = await startCompiledServer(outDir, { WEB_DIR: webDir }, { dataDir: seeded.dataDir });
    owned.push(() => server.stop());
    const browser = await launchChromium();
    owned.push(() => browser.close());
    const context = await signedInContext(browser, server.origin, 'operator', 'Boda!2468');
    const token = await demoToken(server.origin, 'operator');
    const page = await context.newPage();
    const app: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      await page.goto(`${server.origin}/demo/manage/group/list`);
      await page.locator(`[data-testid="tree-folder"][data-group-name="${FOLDER_NAME}"]`).waitFor({ timeout: 60_000 });
      const bareMs = await page.evaluate(`(${BARE_FOLDER})(${JSON.stringify([token, groupIdx, SERVICE_TYPE_HEADER])})`);
      const appMs = await page.evaluate(`(${OPEN_FOLDER})(${JSON.stringify(FOLDER_NAME)})`);
      // Round 0 warms the server's statement cache and the browser's code cache: not counted.
      if (round === 0) continue;
      bare.push(Number(bareMs));
      app.push(Number(appMs));
    }
    const ratio = median(app) / median(bare);
    const pass = ratio <= TARGET_RATIO;
    const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`;
    console.log(`user folder of ${FOLDER_SIZE.toLocaleString('en')} (${ROUNDS} rounds, medians):`);
    console.log(`  bare: user.LIST page of 200 by fetch, into a plain list: ${median(bare).toFixed(1)} ms (${range(bare)})`);
    console.log(`  app: click on the folder -> its first users on screen:   ${median(app).toFixed(1)} ms (${range(app)})`);
    console.log(`  ratio ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x)   ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    for (const step of owned.reverse()) await step();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchUserFolder().then(
    (pass) => process.exit(pass ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
