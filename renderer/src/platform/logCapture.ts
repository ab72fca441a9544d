import type { PlatformLogs } from './types';

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function firstStack(values: readonly unknown[]): string | undefined {
  for (const value of values) if (value instanceof Error && value.stack) return value.stack;
  return undefined;
}

/**
 * Forwards console.warn / console.error, uncaught errors and unhandled rejections to the platform's
 * logs (the desktop log file, the server's logger path). The console still prints as before.
 * Returns the undo function (tests; hot reload).
 */
export function installLogCapture(logs: PlatformLogs, target: Window = window, console: Console = globalThis.console): () => void {
  const originalWarn = console.warn;
  const originalError = console.error;
  let inside = false;
  const forward = (level: 'warn' | 'error', args: unknown[]) => {
    // A log writer that itself logs must not recurse.
    if (inside) return;
    inside = true;
    try {
      logs.write(level, args.map(describe).join(' '), firstStack(args));
    } finally {
      inside = false;
    }
  };
  console.warn = (...args: unknown[]) => {
    originalWarn.apply(console, args);
    forward('warn', args);
  };
  console.error = (...args: unknown[]) => {
    originalError.apply(console, args);
    forward('error', args);
  };
  const onError = (event: ErrorEvent) => forward('error', [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) => forward('error', ['Unhandled rejection:', event.reason]);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    console.warn = originalWarn;
    console.error = originalError;
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
