import { z } from 'zod';
import { Languages } from '@boda/contract';
import { parseTicket, ticketFromHash, type ClassroomTicket } from './ticket';

export type ClassroomEntry =
  /** `rejoin`: this tab was in the class (a reload, or Leave); its ticket carries the rejoin token. */
  | { kind: 'ticket'; ticket: ClassroomTicket; rejoin: boolean }
  | { kind: 'missing' }
  | { kind: 'broken' }
  /** This tab's ticket was spent and nothing can bring it back: a reload says so. */
  | { kind: 'used' };

const TICKET_KEY = 'boda.classroom.ticket';
const REJOIN_KEY = 'boda.classroom.rejoin';
const USED_KEY = 'boda.classroom.used';

/** The ticket kept for a rejoin, as this page wrote it (read back with care: the storage is the user's). */
const keptTicketSchema = z.object({
  joinToken: z.string().min(1),
  roomTitle: z.string(),
  userName: z.string(),
  serverOrigin: z.string(),
  language: z.enum(Languages).nullable(),
  mode: z.enum(['normal', 'open', 'monitor']),
});

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function keptRejoin(storage: Storage | null): ClassroomTicket | null {
  const raw = storage?.getItem(REJOIN_KEY);
  if (!raw) return null;
  try {
    const kept = keptTicketSchema.safeParse(JSON.parse(raw));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

/**
 * The ticket of this tab: from the address fragment (then taken out of the address bar, so it is in no
 * history entry, bookmark or screenshot), else the one kept for this tab: the ticket itself so a reload
 * before Join still works, and after JOIN the class's rejoin token in its place, so a reload (or Join
 * again after Leave) comes back into the same class. A new link in the address wins over both.
 */
export function readClassroomEntry(location: Location = window.location, history: History = window.history): ClassroomEntry {
  const storage = tabStorage();
  const fromAddress = ticketFromHash(location.hash);
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (fromAddress) {
    storage?.setItem(TICKET_KEY, fromAddress);
    storage?.removeItem(REJOIN_KEY);
    storage?.removeItem(USED_KEY);
  } else {
    const rejoin = keptRejoin(storage);
    if (rejoin) return { kind: 'ticket', ticket: rejoin, rejoin: true };
  }
  const raw = fromAddress ?? storage?.getItem(TICKET_KEY) ?? null;
  if (!raw) return storage?.getItem(USED_KEY) ? { kind: 'used' } : { kind: 'missing' };
  const reading = parseTicket(raw);
  return reading.ok ? { kind: 'ticket', ticket: reading.ticket, rejoin: false } : { kind: reading.reason };
}

/** JOIN redeemed the ticket (or a rejoin token): this tab keeps the next rejoin token in its place. */
export function keepForRejoin(ticket: ClassroomTicket, rejoinToken: string): void {
  const storage = tabStorage();
  storage?.setItem(REJOIN_KEY, JSON.stringify({ ...ticket, joinToken: rejoinToken } satisfies ClassroomTicket));
  storage?.removeItem(TICKET_KEY);
  storage?.removeItem(USED_KEY);
}

/** JOIN refused the ticket as used or expired, or the class it leads to is over. */
export function markTicketUsed(): void {
  const storage = tabStorage();
  storage?.removeItem(TICKET_KEY);
  storage?.removeItem(REJOIN_KEY);
  storage?.setItem(USED_KEY, '1');
}
