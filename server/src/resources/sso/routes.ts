import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { makeDeeplink, openDeeplink } from './deeplink';
import { sweepOneTimeTokens } from './repository';
import * as service from './service';

export const ONE_TIME_SWEEP_JOB = 'oneTimeTokens.sweep';

export function ssoRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'login.SIGN_IN_GNE': service.signInSso('gne'),
    'login.SIGN_IN_DACHAEUM': service.signInSso('dachaeum'),
    'login.SIGN_IN_OAUTH': service.signInOauth,
    'login.SIGN_IN_APP': service.signInApp,
    'login.SIGN_IN_AUTO': service.signInAuto,
    'token.ISSUE': service.issueHandover,
    'token.EXCHANGE': service.exchangeToken,
    'deeplink.MAKE': makeDeeplink,
    'deeplink.OPEN': openDeeplink,
  });
  // Used and expired one-time secrets are of no further use: swept every 10 minutes on one instance.
  runtime.jobs.registry.register(
    ONE_TIME_SWEEP_JOB,
    async () => ({ deleted: await sweepOneTimeTokens(runtime.database.db, runtime.clock()) }),
    { everyMs: 10 * 60_000 },
  );
}
