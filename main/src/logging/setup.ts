import type { MainLogger, NodeLogger } from 'electron-log';

/** 5 MB per file; electron-log keeps one rotated `.old.log` beside it. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;

export interface DesktopLoggers<L extends NodeLogger | MainLogger> {
  main: L;
  renderer: L;
}

/**
 * main.log for the main process and renderer.log for what the renderer sends over `logs.write`,
 * both in the user's log folder with size-based rotation. Kept free of electron imports so the
 * same setup runs under Node in tests (electron-log/node).
 */
export function configureLoggers<L extends NodeLogger | MainLogger>(log: L, opts: { dir?: string } = {}): DesktopLoggers<L> {
  const renderer = log.create({ logId: 'renderer' }) as L;
  for (const [logger, fileName] of [
    [log, 'main.log'],
    [renderer, 'renderer.log'],
  ] as const) {
    logger.transports.file.fileName = fileName;
    logger.transports.file.maxSize = LOG_MAX_BYTES;
    logger.transports.file.level = 'info';
    if (opts.dir !== undefined) {
      const dir = opts.dir;
      logger.transports.file.resolvePathFn = (vars) => `${dir}/${vars.fileName ?? fileName}`;
    }
  }
  log.transports.console.level = process.env.NODE_ENV === 'development' ? 'debug' : 'warn';
  renderer.transports.console.level = false;
  return { main: log, renderer };
}

export function logFolder(log: NodeLogger | MainLogger): string {
  const file = log.transports.file.getFile().path;
  return file.slice(0, Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')));
}
