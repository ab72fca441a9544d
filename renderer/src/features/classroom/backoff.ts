/** Signaling reconnects wait 1, 2, 4, 8 then 10 seconds: quick after a blip, gentle while the server is away. */
export const RECONNECT_MAX_DELAY_MS = 10_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt));
}
