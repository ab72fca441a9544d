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

/** Tokens remembered after their signature was checked (about 15 MB at most; the oldest go first). */
const VERIFIED_CACHE_SIZE = 20_000;

interface Verified {
  claims: AccessClaims;
  /** `exp` in seconds since the epoch. */
  exp: number;
}

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number, clock: () => Date): AccessTokenIssuer {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  // A client sends the same token with every call until it refreshes it, and checking an HS256
  // signature through WebCrypto (jose) was the largest item in a GET_ME profile. A token string that
  // passed once passes again until its exp; only the time check is repeated, as jose does it.
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, entry);
  };
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
      const known = verified.get(token);
      if (known) {
        if (known.exp > nowSeconds()) return known.claims;
        verified.delete(token);
        throw new AppError(ErrorCode.TOKEN_EXPIRED);
      }
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
        // Frozen: the remembered claims are handed to every later request with this token.
        const claims = Object.freeze({ userIdx, companyId: cid, userTypeCd: typ, configVersion: cfgv, sessionId: sid });
        // A not-before time would need checking on every use; ours never set one, so only those are kept.
        if (typeof payload.exp === 'number' && payload.nbf === undefined) remember(token, { claims, exp: payload.exp });
        return claims;
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof errors.JOSEError) throw new AppError(ErrorCode.TOKEN_EXPIRED);
        throw err;
      }
    },
  };
}
