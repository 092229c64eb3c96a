import { createHmac, timingSafeEqual } from 'node:crypto';

/** A verified stream prefix. */
export interface StreamGrant {
  videoId: number;
  accountId: number;
  expiresAt: number;
}

const DIGITS = /^\d{1,12}$/;

/**
 * Signs and checks video links: `/media/stream/<videoId>/<accountId>/<exp>/<sig>/master.m3u8`, where sig is
 * HMAC-SHA256 of `videoId:accountId:exp` (base64url). Playlists name their files relatively, so the one signed
 * prefix covers every request of a stream, and a CDN in front can cache per link.
 */
export class VideoLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, so a link signature can never stand in for another HMAC of the server secret.
    this.key = createHmac('sha256', secret).update('parde video links v1').digest();
  }

  private signature(videoId: number, accountId: number, exp: number) {
    return createHmac('sha256', this.key).update(`${videoId}:${accountId}:${exp}`).digest('base64url');
  }

  /** The signed prefix (no trailing slash) of a video for an account, and when it expires. */
  sign(videoId: number, accountId: number, expiresAt = Math.floor(this.now() / 1000) + this.ttlSeconds) {
    return {
      prefix: `/media/stream/${videoId}/${accountId}/${expiresAt}/${this.signature(videoId, accountId, expiresAt)}`,
      expiresAt: new Date(expiresAt * 1000),
    };
  }

  /** The grant of a prefix's parts, or undefined when malformed, tampered with or expired. */
  verify(videoId: string, accountId: string, exp: string, sig: string): StreamGrant | undefined {
    if (!DIGITS.test(videoId) || !DIGITS.test(accountId) || !DIGITS.test(exp)) return undefined;
    const grant = { videoId: Number(videoId), accountId: Number(accountId), expiresAt: Number(exp) };
    const expected = Buffer.from(this.signature(grant.videoId, grant.accountId, grant.expiresAt));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return grant.expiresAt * 1000 > this.now() ? grant : undefined;
  }
}
