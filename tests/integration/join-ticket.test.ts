import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_KEY_PATH, agentKeySetSchema } from '@boda/contract/launch';
import { TicketVerifier } from '../../agent/src/ticket';
import { createJoinTicketIssuer } from '../../server/src/launch/join-tickets';
import { generateTicketKey } from '../../server/src/launch/ticket-key';
import type { Harness } from '../../server/src/test/harness';
import { sampleExecParams } from '../desktop/fixtures/tickets';
import { startListeningHarness } from '../fixtures/listening-harness';

/**
 * The server's issuer and the agent's verifier meet only through the contract: the agent fetches
 * the JWKS from <origin>/open/app/agentKey over HTTP exactly as it does in production.
 */
describe('server-issued join tickets through the agent verifier', () => {
  let h: Harness;
  let origin: string;

  beforeAll(async () => {
    ({ h, origin } = await startListeningHarness({ seed: false }));
  });
  afterAll(async () => h.close());

  it('accepts a ticket once (remote JWKS), then refuses its replay', async () => {
    const verifier = new TicketVerifier({ issuers: [{ origin }] });
    const exec = sampleExecParams();
    const ticket = await h.app.boda.joinTickets.issue(exec);
    const result = await verifier.verify(ticket);
    expect(result).toMatchObject({ ok: true, params: exec });
    expect(await verifier.verify(ticket)).toEqual({ ok: false, reason: 'REPLAYED' });
  });

  it('accepts with the JWKS fetched once and pinned (lab policy style)', async () => {
    const jwks = agentKeySetSchema.parse(await (await fetch(`${origin}${AGENT_KEY_PATH}`)).json());
    const verifier = new TicketVerifier({ issuers: [{ origin, jwks }] });
    expect((await verifier.verify(await h.app.boda.joinTickets.issue(sampleExecParams()))).ok).toBe(true);
  });

  it('refuses a ticket signed by another key under the same issuer, and one from another issuer', async () => {
    const verifier = new TicketVerifier({ issuers: [{ origin }] });
    const forger = createJoinTicketIssuer({ key: await generateTicketKey(), publicOrigin: origin });
    expect(await verifier.verify(await forger.issue(sampleExecParams()))).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    const elsewhere = createJoinTicketIssuer({ key: await generateTicketKey(), publicOrigin: 'https://evil.example' });
    expect(await verifier.verify(await elsewhere.issue(sampleExecParams()))).toEqual({ ok: false, reason: 'UNTRUSTED_ISSUER' });
  });

  it('refuses an expired ticket', async () => {
    const verifier = new TicketVerifier({ issuers: [{ origin }], now: () => new Date(Date.now() + 120_000) });
    expect(await verifier.verify(await h.app.boda.joinTickets.issue(sampleExecParams()))).toEqual({ ok: false, reason: 'EXPIRED' });
  });
});
