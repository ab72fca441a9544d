import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { Limits, UserType } from '@boda/contract';
import { LaunchError, type ExecParams, type LaunchErrorCode, type LaunchOutcome } from '@boda/contract/launch';
import type { LocateResult } from './locator';
import { buildExecArgs } from './params';

/** Answers whether a class client started by someone else (another agent, the user) is running. */
export type ProcessProbe = (binaryPath: string) => Promise<boolean>;
type SpawnFn = (command: string, args: readonly string[], options: SpawnOptions) => ChildProcess;

export interface LauncherOptions {
  locate: () => Promise<LocateResult>;
  /** Injectable so tests on Linux can exercise the Windows-only monitoring path and vice versa. */
  platform?: NodeJS.Platform;
  /** The spec's processing wait: a launch counts as done if the client survives this long. */
  joinWaitMs?: number;
  probe?: ProcessProbe;
  spawn?: SpawnFn;
  log?: (message: string) => void;
}

export class Launcher {
  private child: ChildProcess | null = null;
  private launching = false;
  private readonly platform: NodeJS.Platform;
  private readonly joinWaitMs: number;

  constructor(private readonly opts: LauncherOptions) {
    this.platform = opts.platform ?? process.platform;
    this.joinWaitMs = opts.joinWaitMs ?? Limits.JOIN_WAIT_MS;
  }

  /** True while our own child is alive (or a launch is in its join wait). */
  isRunning(): boolean {
    return this.launching || (this.child !== null && this.child.exitCode === null && this.child.signalCode === null);
  }

  async launch(params: ExecParams): Promise<LaunchOutcome> {
    // Checked here and not only in the UI: the class client's monitoring mode exists on Windows only.
    const monitoring = params.user.userTypeCd === UserType.MONITOR || params.join.mode === 'monitor';
    if (monitoring && this.platform !== 'win32') return fail(LaunchError.MONITOR_NOT_SUPPORTED);
    if (this.isRunning()) return fail(LaunchError.ALREADY_RUNNING);
    this.launching = true;
    try {
      const located = await this.opts.locate();
      if (!located.found) return fail(LaunchError.NOT_INSTALLED);
      if (this.opts.probe && (await this.opts.probe(located.path).catch(() => false))) return fail(LaunchError.ALREADY_RUNNING);
      let args: string[];
      try {
        args = buildExecArgs(params);
      } catch {
        return fail(LaunchError.LAUNCH_FAILED);
      }
      return await this.spawnAndWait(located.path, args);
    } finally {
      this.launching = false;
    }
  }

  private spawnAndWait(binary: string, args: string[]): Promise<LaunchOutcome> {
    const spawnFn: SpawnFn = this.opts.spawn ?? spawn;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: LaunchOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      let child: ChildProcess;
      try {
        child = spawnFn(binary, args, {
          // Never a shell: the argument array reaches the client exactly as built.
          shell: false,
          cwd: path.dirname(binary),
          // The class client outlives the app that started it (quitting the app must not end a class).
          detached: true,
          stdio: 'ignore',
          windowsHide: false,
        });
      } catch (err) {
        this.opts.log?.(`class client spawn threw: ${String(err)}`);
        resolve(fail(LaunchError.LAUNCH_FAILED));
        return;
      }
      this.child = child;
      const timer = setTimeout(() => settle({ ok: true }), this.joinWaitMs);
      child.once('error', (err) => {
        this.opts.log?.(`class client failed to start: ${err.message}`);
        if (this.child === child) this.child = null;
        settle(fail(LaunchError.LAUNCH_FAILED));
      });
      child.once('exit', (codeValue, signal) => {
        if (this.child === child) this.child = null;
        this.opts.log?.(`class client exited code=${String(codeValue)} signal=${String(signal)}`);
        // Exit 0 inside the wait is a hand-over to a client instance that was already open.
        settle(codeValue === 0 ? { ok: true } : fail(LaunchError.LAUNCH_FAILED));
      });
      child.unref();
    });
  }
}

function fail(error: LaunchErrorCode): LaunchOutcome {
  return { ok: false, error };
}

/** A best-effort probe by executable name (tasklist on Windows, ps elsewhere). */
export function createProcessProbe(platform: NodeJS.Platform = process.platform): ProcessProbe {
  return (binaryPath) =>
    new Promise((resolve) => {
      const name = (platform === 'win32' ? path.win32 : path.posix).basename(binaryPath);
      const [cmd, args] =
        platform === 'win32' ? ['tasklist', ['/FI', `IMAGENAME eq ${name}`, '/FO', 'CSV', '/NH']] : ['ps', ['-A', '-o', 'comm=']];
      execFile(cmd, args as string[], { timeout: 3000, windowsHide: true }, (err, stdout) => {
        if (err) return resolve(false);
        if (platform === 'win32') return resolve(stdout.toLowerCase().includes(`"${name.toLowerCase()}"`));
        // Linux truncates comm to 15 characters.
        const short = name.slice(0, 15);
        resolve(stdout.split('\n').some((line) => line.trim() === name || line.trim() === short || line.trim().endsWith(`/${name}`)));
      });
    });
}
