import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { makeDeeplink, openDeeplink } from './deeplink';
import * as service from './service';

export function ssoRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'login.SIGN_IN_GNE': service.signInSso('gne'),
    'login.SIGN_IN_DACHAEUM': service.signInSso('dachaeum'),
    'login.SIGN_IN_APP': service.signInApp,
    'login.SIGN_IN_AUTO': service.signInAuto,
    'token.ISSUE': service.issueHandover,
    'token.EXCHANGE': service.exchangeToken,
    'deeplink.MAKE': makeDeeplink,
    'deeplink.OPEN': openDeeplink,
  });
}
