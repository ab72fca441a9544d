import { channelsOfKind, desktopBridge, type InvokeChannel, type SyncChannel } from '@boda/contract/desktop';
import { isAppUrl } from '../security';
import type { BridgeHandlers, IpcEventLike, SyncHandlers } from './handlers';

export class IpcRejection extends Error {
  constructor(readonly code: 'IPC_FORBIDDEN' | 'IPC_INVALID_INPUT' | 'IPC_INVALID_OUTPUT') {
    super(code);
  }
}

/** What ipcMain.handle gets: the raw event and payload. */
export type IpcHandler = (event: IpcEventLike, payload: unknown) => Promise<unknown>;

/** The sending frame must be our bundled app (app://boda), never a remote page that found its way into a frame. */
function fromApp(event: IpcEventLike): boolean {
  const url = event.senderFrame?.url;
  return url !== undefined && isAppUrl(url);
}

/**
 * Wraps every handler of the table: sender check, then the input parsed with the channel's schema
 * from the contract before the handler sees it. `checkOutput` (tests) also parses what the handler
 * answers, so a handler cannot drift from the contract's output shape unnoticed.
 */
export function guardHandlers(handlers: BridgeHandlers, opts: { checkOutput?: boolean } = {}): Record<InvokeChannel, IpcHandler> {
  const guarded = {} as Record<InvokeChannel, IpcHandler>;
  for (const channel of channelsOfKind('invoke')) {
    const spec = desktopBridge[channel];
    const handler = handlers[channel] as (input: unknown, event: IpcEventLike) => Promise<unknown>;
    guarded[channel] = async (event, payload) => {
      if (!fromApp(event)) throw new IpcRejection('IPC_FORBIDDEN');
      const input = spec.input.safeParse(payload);
      if (!input.success) throw new IpcRejection('IPC_INVALID_INPUT');
      const output: unknown = await handler(input.data, event);
      if (opts.checkOutput && !spec.output.safeParse(output).success) throw new IpcRejection('IPC_INVALID_OUTPUT');
      return output;
    };
  }
  return guarded;
}

/** A synchronous channel answers null (not an error) to a sender that is not the bundled app. */
export function guardSyncHandlers(handlers: SyncHandlers): Record<SyncChannel, (event: IpcEventLike) => unknown> {
  const guarded = {} as Record<SyncChannel, (event: IpcEventLike) => unknown>;
  for (const channel of channelsOfKind('sendSync')) {
    guarded[channel] = (event) => (fromApp(event) ? handlers[channel](event) : null);
  }
  return guarded;
}
