import type { TaskUser } from '@boda/contract';

/**
 * Whom "send a reminder" reaches (manage-area 5 "Homework": at least one selected student): the chosen
 * rows still on the list, or null when none is chosen (the dialog warns instead of sending).
 */
export function reminderTargets(users: readonly TaskUser[], selected: ReadonlySet<number>): number[] | null {
  const targets = users.filter((u) => selected.has(u.userIdx)).map((u) => u.userIdx);
  return targets.length > 0 ? targets : null;
}
