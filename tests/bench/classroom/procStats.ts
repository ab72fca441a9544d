/**
 * CPU time and memory of processes from /proc (classroom.ts): a process's own utime+stime, the same
 * summed over a process tree (every Chromium process the bench's browser started), and VmRSS.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SEC = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface Stat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, in ms. */
  cpuMs: number;
}

function statOf(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // After ")": state(0) ppid(1) ... utime(11) stime(12).
  return { pid, comm, ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SEC };
}

/** A process's CPU time (user + system), ms. */
export function cpuMsOf(pid: number): number {
  return statOf(pid)?.cpuMs ?? NaN;
}

/** Every process under `root` (not itself) whose command name matches. */
function descendants(root: number, comm: RegExp): Stat[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => statOf(Number(name)))
    .filter((stat): stat is Stat => stat !== null);
  const children = new Map<number, Stat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const found: Stat[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child.pid);
    }
  };
  walk(root);
  return found.filter((stat) => comm.test(stat.comm));
}

/** CPU time (ms) of every Chromium process this process started, by pid. */
export function chromiumCpu(): Map<number, number> {
  return new Map(descendants(process.pid, /chrom/i).map((stat) => [stat.pid, stat.cpuMs]));
}

/**
 * CPU time the browsers spent between two readings (ms): a process's growth when it was there at both,
 * all of it when it started in between. A process that exited in between takes its last share along.
 */
export function chromiumCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpuMs] of after) sum += cpuMs - (before.get(pid) ?? 0);
  return sum;
}

/** A Chromium process's role from its command line: renderer, gpu-process, utility, or browser (no --type). */
function processTypeOf(pid: number): string {
  try {
    // Zygote children rewrite their command line into one string (setproctitle): match, not split.
    return /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
  } catch {
    return 'gone';
  }
}

/** Like chromiumCpuBetween, by process role (renderer, gpu-process, utility, browser). */
export function chromiumCpuByType(before: Map<number, number>, after: Map<number, number>): Map<string, number> {
  const byType = new Map<string, number>();
  for (const [pid, cpuMs] of after) {
    const type = processTypeOf(pid);
    byType.set(type, (byType.get(type) ?? 0) + cpuMs - (before.get(pid) ?? 0));
  }
  return byType;
}
