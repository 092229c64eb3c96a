import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC of a secret answer bound to the record's id, so equal codes never share a hash. */
export const secretHash = (secret: string, id: string, answer: string) =>
  createHmac('sha256', secret).update(`${id}:${answer}`).digest('base64url');

/** Compares two hashes in constant time. */
export const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
