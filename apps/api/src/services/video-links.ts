import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A verified stream prefix: a watch link names the account it was given to and lives minutes by its own expiry; a
 * download link names its grant, which the database says is live or not (decision 041).
 */
export type StreamGrant =
  | { kind: 'watch'; videoId: number; accountId: number; expiresAt: number }
  | { kind: 'download'; videoId: number; grantId: number; expiresAt: number };

const DIGITS = /^\d{1,12}$/;
const GRANT = /^g\d{1,12}$/;
/**
 * A watch link expiring further ahead than its lifetime plus this was not signed as one: the 30-day download links
 * signed before decision 041 named an account too, and must not outlive their grants. Generous, so instances whose
 * clocks differ by minutes still take each other's links.
 */
const WATCH_SLACK_SECONDS = 60 * 60;

/**
 * Signs and checks video links: `/media/stream/<videoId>/<owner>/<exp>/<sig>/master.m3u8`, where owner is the
 * account (a watch link) or `g<grantId>` (a download link) and sig is HMAC-SHA256 of `videoId:owner:exp`
 * (base64url). Playlists name their files relatively, so the one signed prefix covers every request of a stream, and
 * a CDN in front can cache per link.
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

  private signature(videoId: number, owner: string, exp: number) {
    return createHmac('sha256', this.key).update(`${videoId}:${owner}:${exp}`).digest('base64url');
  }

  private prefix(videoId: number, owner: string, exp: number) {
    return `/media/stream/${videoId}/${owner}/${exp}/${this.signature(videoId, owner, exp)}`;
  }

  /** The signed prefix (no trailing slash) of a video for an account, and when it expires. */
  sign(videoId: number, accountId: number, expiresAt = Math.floor(this.now() / 1000) + this.ttlSeconds) {
    return { prefix: this.prefix(videoId, String(accountId), expiresAt), expiresAt: new Date(expiresAt * 1000) };
  }

  /** The signed prefix of a download grant's video; `expiresAt` (seconds) is the grant's latest end. */
  signGrant(videoId: number, grantId: number, expiresAt: number): string {
    return this.prefix(videoId, `g${grantId}`, expiresAt);
  }

  /**
   * The grant of a prefix's parts, or undefined when malformed or tampered with, and for a watch link when expired
   * by this instance's clock. A download link's liveness is the database's to say.
   */
  verify(videoId: string, owner: string, exp: string, sig: string): StreamGrant | undefined {
    const download = GRANT.test(owner);
    if (!DIGITS.test(videoId) || !DIGITS.test(exp) || !(download || DIGITS.test(owner))) return undefined;
    const expected = Buffer.from(
      this.signature(Number(videoId), download ? owner : String(Number(owner)), Number(exp)),
    );
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = Number(exp);
    if (download) return { kind: 'download', videoId: Number(videoId), grantId: Number(owner.slice(1)), expiresAt };
    const now = this.now() / 1000;
    if (expiresAt <= now || expiresAt > now + this.ttlSeconds + WATCH_SLACK_SECONDS) return undefined;
    return { kind: 'watch', videoId: Number(videoId), accountId: Number(owner), expiresAt };
  }
}
