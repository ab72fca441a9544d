/**
 * The login page's live time alone, for comparing web builds: `npx tsx tests/bench/loginLive.ts
 * [rounds] [webDir...]`. Builds this tree's web app when no folder is named (or takes the named
 * production builds), the bare React page and the compiled server (one per build, same code), then
 * times cold loads of /demo per build and of the bare page, interleaved per round (a busy moment of
 * the machine falls on all of them alike), and prints the medians and ratios `npm run bench` prints.
 */
import { buildApp, buildBaseline, serveStatic } from './webBuilds';
import { buildServer, startCompiledServer, type CompiledServer } from './compiledServer';
import { launchChromium, median, timeToLoginForm, type LoginFormTimes } from './browserLoad';

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 15);
  const webDirs = process.argv.slice(3);
  if (webDirs.length === 0) webDirs.push(await buildApp());
  const baselineDir = await buildBaseline();
  const built = buildServer();
  const servers: CompiledServer[] = [];
  const baseline = await serveStatic(baselineDir);
  const browser = await launchChromium();
  try {
    for (const webDir of webDirs) servers.push(await startCompiledServer(built.outDir, { WEB_DIR: webDir }));
    // One warm-up load each (the server's first render, the browser's first start of a renderer).
    await timeToLoginForm(browser, `${baseline.origin}/`);
    for (const server of servers) await timeToLoginForm(browser, `${server.origin}/demo`);
    const bare: LoginFormTimes[] = [];
    const apps: LoginFormTimes[][] = servers.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      bare.push(await timeToLoginForm(browser, `${baseline.origin}/`));
      for (const [index, server] of servers.entries()) apps[index].push(await timeToLoginForm(browser, `${server.origin}/demo`));
    }
    const bareLive = median(bare.map((times) => times.live));
    console.log(`bare React page: live ${bareLive.toFixed(0)} ms (median of ${rounds})`);
    for (const [index, times] of apps.entries()) {
      const visible = median(times.map((t) => t.formVisible));
      const live = median(times.map((t) => t.live));
      console.log(
        `${webDirs[index]}: visible ${visible.toFixed(0)} ms (${(visible / bareLive).toFixed(2)}x), live ${live.toFixed(0)} ms (${(live / bareLive).toFixed(2)}x)`,
      );
    }
  } finally {
    await browser.close();
    await baseline.close();
    for (const server of servers) await server.stop();
    built.remove();
  }
}

await main();
