import { bridgeChannels, bridgePlace, desktopBridge, type BodaBridge, type BridgeChannel } from '@boda/contract/desktop';

/** The slice of Electron's ipcRenderer the bridge uses; tests pass a fake. */
export interface IpcRendererLike {
  invoke(channel: string, payload?: unknown): Promise<unknown>;
  sendSync(channel: string): unknown;
  on(channel: string, listener: (event: unknown, value: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, value: unknown) => void): unknown;
}

/**
 * window.boda, built by walking the contract's channel map: invoke channels become functions
 * calling ipcRenderer.invoke, event channels subscribe functions returning an unsubscribe,
 * sendSync channels values read once now. No ipcRenderer object or raw channel access is exposed:
 * every member is bound to its one channel.
 */
export function createBridge(ipc: IpcRendererLike): BodaBridge {
  const bridge: Record<string, Record<string, unknown>> = {};
  for (const channel of bridgeChannels) {
    const [feature, verb] = bridgePlace(channel);
    (bridge[feature] ??= {})[verb] = member(ipc, channel);
  }
  return bridge as BodaBridge;
}

function member(ipc: IpcRendererLike, channel: BridgeChannel): unknown {
  switch (desktopBridge[channel].kind) {
    case 'invoke':
      return (req?: unknown) => ipc.invoke(channel, req);
    case 'event':
      return (listener: (value: unknown) => void) => {
        const handler = (_event: unknown, value: unknown) => listener(value);
        ipc.on(channel, handler);
        return () => {
          ipc.removeListener(channel, handler);
        };
      };
    case 'sendSync':
      // Read once at page load, so the renderer can build its API client before the first render.
      try {
        return Object.freeze(ipc.sendSync(channel));
      } catch {
        return null;
      }
  }
}
