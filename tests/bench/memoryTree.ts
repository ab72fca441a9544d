import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process and its descendants (VmRSS each), in bytes; Linux only (NaN elsewhere). */
export function treeRss(pid: number): number {
  const read = (path: string): string | null => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null; // not Linux, or the process ended meanwhile
    }
  };
  const status = read(`/proc/${pid}/status`);
  const own = status === null ? NaN : Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    // the process ended meanwhile
  }
  const children = tids.flatMap((tid) => (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(' ').filter(Boolean).map(Number));
  return children.reduce((sum, child) => sum + (treeRss(child) || 0), own);
}
