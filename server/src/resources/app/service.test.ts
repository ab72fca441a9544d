import { describe, expect, it } from 'vitest';
import { downloadLinkFor } from './service';

describe('downloadLinkFor', () => {
  it('defaults to the server origin, appends the file name to a base, fills {os}', () => {
    expect(downloadLinkFor(null, 'http://127.0.0.1:8080', 'linux')).toBe('http://127.0.0.1:8080/downloads/boda-class-client-linux');
    expect(downloadLinkFor('https://cdn.example/boda/', 'http://x', 'mac')).toBe('https://cdn.example/boda/boda-class-client-mac');
    expect(downloadLinkFor('https://cdn.example/{os}/setup', 'http://x', 'windows')).toBe('https://cdn.example/windows/setup');
  });
});
