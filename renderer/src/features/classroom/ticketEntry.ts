import { parseTicket, ticketFromHash, type ClassroomTicket } from './ticket';

export type ClassroomEntry =
  | { kind: 'ticket'; ticket: ClassroomTicket }
  | { kind: 'missing' }
  | { kind: 'broken' }
  /** This tab already redeemed its ticket: a reload cannot join with it again. */
  | { kind: 'used' };

const TICKET_KEY = 'boda.classroom.ticket';
const USED_KEY = 'boda.classroom.used';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The ticket of this tab: from the address fragment (then taken out of the address bar, so it is in no
 * history entry, bookmark or screenshot), else the one kept for this tab so a reload before Join still
 * works. After JOIN the ticket is spent: a reload says so instead of failing on the server.
 */
export function readClassroomEntry(location: Location = window.location, history: History = window.history): ClassroomEntry {
  const storage = tabStorage();
  const fromAddress = ticketFromHash(location.hash);
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (fromAddress) {
    storage?.setItem(TICKET_KEY, fromAddress);
    storage?.removeItem(USED_KEY);
  }
  const raw = fromAddress ?? storage?.getItem(TICKET_KEY) ?? null;
  if (!raw) return storage?.getItem(USED_KEY) ? { kind: 'used' } : { kind: 'missing' };
  const reading = parseTicket(raw);
  return reading.ok ? { kind: 'ticket', ticket: reading.ticket } : { kind: reading.reason };
}

/** JOIN redeemed (or refused as used) the ticket. */
export function markTicketUsed(): void {
  const storage = tabStorage();
  storage?.removeItem(TICKET_KEY);
  storage?.setItem(USED_KEY, '1');
}
