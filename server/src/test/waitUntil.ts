/**
 * The budget a wait gives a background job before failing (a conversion, an export, a mail): seconds alone,
 * over 20 s beside a second suite on two cores. A passing test never waits for it; under vitest's 300 s.
 */
export const WAIT_BUDGET_MS = 240_000;

/** Reads until `ok` holds (a job ran, a mail arrived), every 25 ms, failing after `ms`. */
export async function waitUntil<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = WAIT_BUDGET_MS): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
