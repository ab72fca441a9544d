import { errors, jwtVerify, SignJWT } from 'jose';
import { ErrorCode } from '@boda/contract';
import { AppError } from '../errors';

/** What an access token says about its bearer. */
export interface AccessClaims {
  userIdx: number;
  companyId: string;
  userTypeCd: number;
  configVersion: number;
  /** The sign-in session (sessions.session_id); revoking it ends this token at once. */
  sessionId: string;
}

export interface AccessTokenIssuer {
  ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** Throws WB-401-002 for anything but a valid, unexpired token of ours. */
  verify(token: string): Promise<AccessClaims>;
}

const ISSUER = 'boda-classroom';

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number, clock: () => Date): AccessTokenIssuer {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    ttlSeconds,
    async sign(claims) {
      const iat = nowSeconds();
      return new SignJWT({ cid: claims.companyId, typ: claims.userTypeCd, cfgv: claims.configVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userIdx))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock(),
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userIdx = Number(payload.sub);
        const { cid, typ, cfgv, sid } = payload;
        if (
          !Number.isInteger(userIdx) ||
          typeof cid !== 'string' ||
          typeof typ !== 'number' ||
          typeof cfgv !== 'number' ||
          typeof sid !== 'string'
        ) {
          throw new AppError(ErrorCode.TOKEN_EXPIRED);
        }
        return { userIdx, companyId: cid, userTypeCd: typ, configVersion: cfgv, sessionId: sid };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JOSEError) throw new AppError(ErrorCode.TOKEN_EXPIRED);
        throw err;
      }
    },
  };
}
