import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'parde';
const AUDIENCE = 'parde-api';
const ALG = 'HS256';

/** The signed-in account and its active profile, as the access token says. */
export interface Session {
  accountId: number;
  profileId: number;
  firstName: string;
  lastName: string;
  /** True on the token a sign-in answers: its first profile choice may be free (once: see `sign_ins`). */
  freshSignIn: boolean;
  /** The sign-in this token descends from; logout revokes it, and with it every such token. */
  signInId: string;
}

/** Proof that a member-action code was verified: bound to purpose, profile, account and the code's id. */
export interface VerifyClaims {
  accountId: number;
  profileId: number;
  purpose: string;
  otpId: string;
}

type Typ = 'access' | 'register' | 'verify';

const ACCESS_TTL = '30d';
const REGISTER_TTL = '15m';
const VERIFY_TTL = '10m';

/** Longest an instance reuses a verified access token's reading (never past the token's own expiry). */
const VERIFIED_TTL_MS = 5 * 60_000;

/** Signs and checks the three token kinds with HS256 (algorithm pinned; exp, issuer and audience required). */
export class Tokens {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, by their text: a member's every request carries the same token, and checking
   * its HMAC through WebCrypto cost a tenth of a signed-in list's time. A token's reading cannot change (same text,
   * same signature) until it expires; whether its sign-in is still live is asked separately on every request.
   */
  private readonly verifiedAccess = new LRUCache<string, Session>({ max: 10_000, ttl: VERIFIED_TTL_MS });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  private sign(typ: Typ, subject: string, claims: Record<string, unknown>, ttl: string) {
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(this.key);
  }

  /** Verifies signature, algorithm, exp, iss, aud and the token kind; undefined when any fails. */
  private async verify(token: string, typ: Typ): Promise<Record<string, unknown> | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      return payload.typ === typ ? (payload as Record<string, unknown>) : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }

  /**
   * The account token. It names no phone number (decision 042: a JWT is readable by whoever holds it, and the app
   * asks `getAccount`); an older token's `MobileNumber` is ignored.
   */
  access(session: Session): Promise<string> {
    return this.sign(
      'access',
      String(session.accountId),
      {
        pid: session.profileId,
        FirstName: session.firstName,
        LastName: session.lastName,
        sid: session.signInId,
        ...(session.freshSignIn ? { fresh: true } : {}),
      },
      ACCESS_TTL,
    );
  }

  async readAccess(token: string): Promise<Session | undefined> {
    const known = this.verifiedAccess.get(token);
    if (known) return { ...known };
    const p = await this.verify(token, 'access');
    if (!p) return undefined;
    const accountId = Number(p.sub);
    // A token without a sign-in id cannot be revoked, so it is not accepted.
    if (!Number.isSafeInteger(accountId) || typeof p.pid !== 'number' || typeof p.sid !== 'string') return undefined;
    const session: Session = {
      accountId,
      profileId: p.pid,
      firstName: String(p.FirstName ?? ''),
      lastName: String(p.LastName ?? ''),
      freshSignIn: p.fresh === true,
      signInId: p.sid,
    };
    const ttl = Math.min(VERIFIED_TTL_MS, Number(p.exp) * 1000 - Date.now());
    if (ttl > 0) this.verifiedAccess.set(token, session, { ttl });
    return { ...session };
  }

  /** A short-lived token that only lets a verified, unknown phone register. */
  register(phone: string): Promise<string> {
    return this.sign('register', phone, {}, REGISTER_TTL);
  }

  async readRegister(token: string): Promise<string | undefined> {
    const p = await this.verify(token, 'register');
    return typeof p?.sub === 'string' ? p.sub : undefined;
  }

  verification(claims: VerifyClaims): Promise<string> {
    return this.sign(
      'verify',
      String(claims.accountId),
      { pid: claims.profileId, purpose: claims.purpose, otp: claims.otpId },
      VERIFY_TTL,
    );
  }

  async readVerification(token: string): Promise<VerifyClaims | undefined> {
    const p = await this.verify(token, 'verify');
    if (!p || typeof p.pid !== 'number' || typeof p.purpose !== 'string' || typeof p.otp !== 'string') return undefined;
    return { accountId: Number(p.sub), profileId: p.pid, purpose: p.purpose, otpId: p.otp };
  }
}
