/** Random tokens and codes, and the one-way hashes under which they are stored. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, OAuth state, merge tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random code of `length` digits (leading zeros allowed). */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** Tokens have 256 bits of entropy, so a plain SHA-256 is enough to make a stolen table useless. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** OTPs have only 10^6 values: a keyed hash (pepper kept out of the database) stops offline guessing. */
export function hmac(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
