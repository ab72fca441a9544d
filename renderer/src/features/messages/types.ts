import type { MessageFile } from '@boda/contract';
import type { PickedUser } from '../../ui/UserPicker';

/** What the compose dialog starts with: a reply, a re-send, or receivers chosen elsewhere. */
export interface ComposeInitial {
  receivers?: PickedUser[];
  title?: string;
  contents?: string;
  /** A re-send: the original, whose files come along unless removed. */
  originMessageIdx?: number;
  files?: MessageFile[];
}
