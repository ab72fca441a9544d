import { describe, expect, it } from 'vitest';
import { defaultExec, makeTicket } from './testing/fakeTicket';
import { parseTicket, ticketFromHash } from './ticket';

describe('join ticket', () => {
  it('reads the join token, title, name, server origin and language (Korean text survives base64url)', () => {
    const reading = parseTicket(makeTicket());
    expect(reading).toEqual({
      ok: true,
      ticket: {
        joinToken: 'join-token-1',
        roomTitle: '수학 A반',
        userName: '김선생',
        serverOrigin: 'https://boda.example.kr',
        language: 'ko',
        mode: 'normal',
      },
    });
  });

  it('calls a ticket that is not a JWT, not JSON or without a join token broken', () => {
    expect(parseTicket('nonsense')).toEqual({ ok: false, reason: 'broken' });
    expect(parseTicket('a.!!!.c')).toEqual({ ok: false, reason: 'broken' });
    expect(parseTicket(makeTicket({ ...defaultExec(), join: { mode: 'normal' } }))).toEqual({ ok: false, reason: 'broken' });
    expect(parseTicket(makeTicket({ ...defaultExec(), server: { url: 'javascript:alert(1)' } }))).toEqual({ ok: false, reason: 'broken' });
  });

  it('reads the ticket from the fragment', () => {
    expect(ticketFromHash('#ticket=abc&x=1')).toBe('abc');
    expect(ticketFromHash('')).toBeNull();
  });
});
