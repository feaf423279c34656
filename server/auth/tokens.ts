// HS256 access tokens that expire after 12 hours and carry the user's token version.
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'hrms';
const AUDIENCE = 'hrms-admin';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Verified signatures are remembered so a busy client costs one HMAC per token, not per request. */
const CACHE_LIMIT = 10_000;

/** A password checked, a second factor still to come (two-factor sign-in): never a session. */
const CHALLENGE_AUDIENCE = 'hrms-two-factor';
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export type ChallengeStep = 'code' | 'setup';
export interface ChallengeClaims {
  userId: number;
  version: number;
  step: ChallengeStep;
}

export interface TokenClaims {
  userId: number;
  version: number;
  exp: number;
  nbf: number;
}

export class Tokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, TokenClaims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: number, version: number): Promise<string> {
    return new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** A short-lived token that only the two-factor step takes: its own audience, so no route accepts it as a session. */
  signChallenge(userId: number, version: number, step: ChallengeStep): Promise<string> {
    return new SignJWT({ ver: version, step })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(CHALLENGE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid challenge token for `step`, or null. */
  async verifyChallenge(token: string, step: ChallengeStep): Promise<ChallengeClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: CHALLENGE_AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number' || payload.step !== step) return null;
      return { userId, version: payload.ver, step };
    } catch {
      return null;
    }
  }

  /** For a token verified before: its claims while they are current, null once not; undefined if not seen. */
  remembered(token: string): TokenClaims | null | undefined {
    const cached = this.verified.get(token);
    if (!cached) return undefined;
    const now = Math.floor(Date.now() / 1000);
    return cached.exp > now && cached.nbf <= now ? cached : null;
  }

  /** The claims of a valid token, or null for anything else (bad signature, alg, expiry, shape). */
  async verify(token: string): Promise<TokenClaims | null> {
    const cached = this.remembered(token);
    if (cached !== undefined) return cached;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof version !== 'number' || !payload.exp) return null;
      const claims = { userId, version, exp: payload.exp, nbf: payload.nbf ?? 0 };
      if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
