import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTicket } from './testing/fakeTicket';
import { markTicketUsed, readClassroomEntry } from './ticketEntry';

function at(hash: string) {
  const replaceState = vi.fn();
  const location = { hash, pathname: '/classroom', search: '?lang=en' } as Location;
  return { entry: () => readClassroomEntry(location, { state: null, replaceState } as unknown as History), replaceState };
}

beforeEach(() => window.sessionStorage.clear());

describe('classroom entry', () => {
  it('takes the ticket from the fragment and removes it from the address bar', () => {
    const visit = at(`#ticket=${makeTicket()}`);
    expect(visit.entry()).toMatchObject({ kind: 'ticket', ticket: { joinToken: 'join-token-1' } });
    expect(visit.replaceState).toHaveBeenCalledWith(null, '', '/classroom?lang=en');
  });

  it('a reload before Join still has the ticket; after Join it says the link was used', () => {
    at(`#ticket=${makeTicket()}`).entry();
    expect(at('').entry().kind).toBe('ticket');
    markTicketUsed();
    expect(at('').entry()).toEqual({ kind: 'used' });
  });

  it('says missing without a ticket and broken for a damaged one', () => {
    expect(at('').entry()).toEqual({ kind: 'missing' });
    expect(at('#ticket=abc').entry()).toEqual({ kind: 'broken' });
  });
});
