import type { z } from 'zod';
import { isAppUrl } from '../security';

/** What a handler needs from Electron's IpcMainInvokeEvent; tests pass plain objects. */
export interface IpcEventLike {
  senderFrame: { url: string } | null;
}

export class IpcRejection extends Error {
  constructor(readonly code: 'IPC_FORBIDDEN' | 'IPC_INVALID_INPUT') {
    super(code);
  }
}

export type IpcHandler = (event: IpcEventLike, payload: unknown) => Promise<unknown>;

/**
 * Wraps a handler: the sending frame must be our bundled app (app://boda), never a remote page that
 * found its way into a frame, and the payload must match the schema before the handler sees it.
 */
export function handler<S extends z.ZodType, R>(schema: S, fn: (input: z.output<S>) => Promise<R> | R): IpcHandler {
  return async (event, payload) => {
    const url = event.senderFrame?.url;
    if (url === undefined || !isAppUrl(url)) throw new IpcRejection('IPC_FORBIDDEN');
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new IpcRejection('IPC_INVALID_INPUT');
    return fn(parsed.data);
  };
}

/** A synchronous channel answers null (not an error) to a sender that is not the bundled app. */
export function syncHandler<R>(fn: () => R): (event: IpcEventLike) => R | null {
  return (event) => {
    const url = event.senderFrame?.url;
    return url !== undefined && isAppUrl(url) ? fn() : null;
  };
}
