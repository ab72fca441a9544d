/**
 * The resources of the API: what each command reads or changes. The renderer keys every cached answer
 * under its command's resource and, after a change, refreshes the resources the change names, so what a
 * command does to the data is said once, here in the contract, beside the command.
 */
export const resources = [
  'login',
  'company',
  'user',
  'userExcel',
  'app',
  'logger',
  'room',
  'roomUser',
  'roomTemplate',
  'roomFile',
  'roomJoin',
  'openRoom',
  'openMeet',
  'meet',
  'meetUser',
  'monitor',
  'classClient',
  'classroom',
  'group',
  'memo',
  'price',
  'message',
  'book',
  'bookSave',
  'bookChapter',
  'bookFile',
  'textbook',
  'textbookFile',
  'task',
  'taskUser',
  'note',
  'noteFile',
  'logNote',
  'logMeet',
  'logMeetUser',
  'userJoin',
  'logMeetExcel',
  'recordVideo',
  'recordChat',
  'recordPlay',
  'companySettings',
  'meetFee',
  'meetFeeExcel',
  'license',
  'licenseStatsConcurrent',
  'licenseStatsJoin',
  'concurrentStats',
  'statsMeet',
  'licenseLogJoin',
  'board',
  'calendar',
  'enquiry',
  'serviceIntro',
  'token',
  'deeplink',
] as const;

export type Resource = (typeof resources)[number];

/** A command of a resource by name (`'note.VIEW'`); the contract test checks each names a read of that resource. */
export type ResourceCommandName = `${Resource}.${string}`;

/** A command that only reads its resource: its answers may be cached and shared by every screen. */
export interface ResourceRead {
  name: Resource;
  kind: 'read';
}

/** A command that changes its resource (and maybe others): every screen showing one of them refreshes after it. */
export interface ResourceChange {
  name: Resource;
  kind: 'change';
  /** Other resources the change shows in (a renamed user in the room lists): they refresh too. */
  alsoChanges?: readonly Resource[];
  /**
   * Reads of the changed resources that keep their cached answer: the change leaves them as they were,
   * or its answer carries their new state and the screen takes it in place (the note's header after a
   * review), so refetching them would only cost a round trip.
   */
  keeps?: readonly ResourceCommandName[];
  /**
   * The server finishes the change after answering (a closed class leaves the live lists a moment
   * later): screens refresh after the spec's follow-up delay, when a refetch at once would still see the
   * old state.
   */
  settles?: true;
}

/** What a command does to the data, declared on every command next to its access. */
export type ResourceUse = ResourceRead | ResourceChange;

/** The resources whose cached answers a command makes stale: none for a read, its own and `alsoChanges` for a change. */
export function changedResources(use: ResourceUse): readonly Resource[] {
  if (use.kind === 'read') return [];
  return [use.name, ...(use.alsoChanges ?? []).filter((other) => other !== use.name)];
}
