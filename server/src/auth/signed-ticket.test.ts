import { describe, expect, it } from 'vitest';
import { createTicketSigner } from './signed-ticket';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed tickets', () => {
  let now = new Date('2026-11-27T00:00:00Z');
  const signer = createTicketSigner(Buffer.from('a secret of the server'), () => now);

  it('gives back the claims of a valid ticket, and nothing for another purpose or after expiry', () => {
    const { ticket } = signer.sign('play', { r: 7 }, 60);
    expect(signer.verify('play', ticket)).toMatchObject({ r: 7, p: 'play' });
    expect(signer.verify('download', ticket)).toBeNull();
    now = new Date(now.getTime() + 61_000);
    expect(signer.verify('play', ticket)).toBeNull();
    now = new Date('2026-11-27T00:00:00Z');
  });

  it('refuses every other spelling of the signature, including ones that decode to the same bytes', () => {
    for (let r = 0; r < 20; r += 1) {
      const { ticket } = signer.sign('play', { r }, 60);
      const head = ticket.slice(0, -1);
      const last = ticket.slice(-1);
      for (const c of BASE64URL) {
        if (c === last) continue;
        expect(signer.verify('play', `${head}${c}`)).toBeNull();
      }
    }
  });

  it('refuses a payload changed after signing', () => {
    const { ticket } = signer.sign('play', { r: 1 }, 60);
    const [, signature] = ticket.split('.');
    const payload = Buffer.from(JSON.stringify({ r: 2, p: 'play', exp: 2e9 })).toString('base64url');
    expect(signer.verify('play', `${payload}.${signature}`)).toBeNull();
  });
});
