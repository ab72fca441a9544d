const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new stroke's id: 16 random characters of the contract's /^[A-Za-z0-9_-]{1,40}$/ (96 bits). */
export function newStrokeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
}
