import { ErrorCode } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as service from './service';

/** Blank or oversized credentials are a login error (WB-400-003), not a generic bad parameter. */
const credentialError = (paths: string[]) =>
  paths.some((p) => p === 'username' || p === 'password') ? ErrorCode.WRONG_CREDENTIALS_ENTER : ErrorCode.BAD_PARAMETER;

export function sessionRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'login.loginBoda': service.loginWithPassword,
      'login.loginRemember': service.loginWithRememberToken,
      'login.token': service.refreshToken,
      'login.resetToken': service.resetToken,
      'login.LOGIN_INFO': service.loginInfo,
      'login.logout': service.logout,
    },
    { inputError: { 'login.loginBoda': credentialError } },
  );
}
