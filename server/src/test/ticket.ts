import type { JoinResult } from '@boda/contract';
import { execParamsSchema } from '@boda/contract/launch';
import { decodeJwt } from 'jose';

/** The exec parameters inside a join ticket (the agent verifies the signature; tests and benches only read it). */
export function execOf(result: Pick<JoinResult, 'joinTicket'>) {
  return execParamsSchema.parse(decodeJwt(result.joinTicket).exec);
}
