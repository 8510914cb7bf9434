import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: hashing first gives both sides the same length whatever was sent. */
export function secretMatches(given: unknown, secret: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}
