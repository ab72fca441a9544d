import { commands, type CommandName } from '@boda/contract';

/** Dev only (api/client.ts): warns when an answer drifts from its command's output schema; never throws. */
export function reportAnswerDrift(name: CommandName, data: unknown): void {
  const checked = commands[name].output.safeParse(data);
  if (!checked.success) console.warn(`[api] ${name}: response does not match the contract`, checked.error.issues);
}
