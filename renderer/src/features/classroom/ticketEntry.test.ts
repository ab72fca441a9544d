import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTicket } from './testing/fakeTicket';
import { keepForRejoin, markTicketUsed, readClassroomEntry } from './ticketEntry';

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

  it('a reload before Join still has the ticket; a refused one says the link was used', () => {
    at(`#ticket=${makeTicket()}`).entry();
    expect(at('').entry()).toMatchObject({ kind: 'ticket', rejoin: false });
    markTicketUsed();
    expect(at('').entry()).toEqual({ kind: 'used' });
  });

  it("after Join a reload comes back with the rejoin token in the ticket's place; a new link wins over it", () => {
    const first = at(`#ticket=${makeTicket()}`).entry();
    if (first.kind !== 'ticket') throw new Error(first.kind);
    keepForRejoin(first.ticket, 'rejoin-token-1');
    expect(at('').entry()).toEqual({ kind: 'ticket', rejoin: true, ticket: { ...first.ticket, joinToken: 'rejoin-token-1' } });
    expect(at(`#ticket=${makeTicket()}`).entry()).toMatchObject({ kind: 'ticket', rejoin: false, ticket: { joinToken: 'join-token-1' } });
    // That new link's ticket was spent: nothing brings the old class back either.
    markTicketUsed();
    expect(at('').entry()).toEqual({ kind: 'used' });
  });

  it('a kept rejoin that is not what the page wrote is ignored', () => {
    window.sessionStorage.setItem('boda.classroom.rejoin', '{"joinToken":1}');
    expect(at('').entry()).toEqual({ kind: 'missing' });
    window.sessionStorage.setItem('boda.classroom.rejoin', 'not json');
    expect(at('').entry()).toEqual({ kind: 'missing' });
  });

  it('says missing without a ticket and broken for a damaged one', () => {
    expect(at('').entry()).toEqual({ kind: 'missing' });
    expect(at('#ticket=abc').entry()).toEqual({ kind: 'broken' });
  });
});
