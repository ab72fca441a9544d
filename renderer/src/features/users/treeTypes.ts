import type { User } from '@boda/contract';
import type { GroupNode } from './groupTree';

/** What a context menu or an action in tree mode is about: a folder (null: the company root) or a user. */
export type TreeTarget = { kind: 'group'; group: GroupNode | null } | { kind: 'user'; user: User };

export interface TreePoint {
  x: number;
  y: number;
}

/** The drag payload type of a user item; folders accept only this. */
export const USER_DRAG_TYPE = 'application/x-boda-user';
