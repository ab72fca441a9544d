import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside the caller, by its name without extension. Compiled,
 * that is the `.js` file; from source (tsx, vitest) it is the `.ts` file, and the worker needs the
 * TypeScript loader registered before it imports it.
 */
export function startModuleWorker(base: URL, name: string, options: WorkerOptions): Worker {
  const fromSource = base.href.endsWith('.ts');
  const url = new URL(`./${name}${fromSource ? '.ts' : '.js'}`, base);
  if (!fromSource) return new Worker(url, options);
  const boot = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(url.href)});`;
  return new Worker(boot, { ...options, eval: true, type: 'module' } as WorkerOptions);
}
