import { describe, expect, it } from 'vitest';
import { downloadLinkFor } from './service';

describe('downloadLinkFor', () => {
  it('defaults to the server origin, appends the file name to a base, fills {os}', () => {
    expect(downloadLinkFor(null, 'http://127.0.0.1:8080', 'linux')).toBe('http://127.0.0.1:8080/downloads/boda-class-client-linux');
    expect(downloadLinkFor('https://cdn.example/boda/', 'http://x', 'mac')).toBe('https://cdn.example/boda/boda-class-client-mac');
    expect(downloadLinkFor('https://cdn.example/{os}/setup', 'http://x', 'windows')).toBe('https://cdn.example/windows/setup');
  });
});

describe('app.SITE_OPERATOR', () => {
  it('answers anyone with the operating company the deployment configured, and nulls for what it did not', async () => {
    const { startHarness } = await import('../../test/harness');
    const { readSiteOperator } = await import('../../config/env');
    const siteOperator = readSiteOperator({
      SITE_OPERATOR_NAME: ' Boda Edu Inc. ',
      SITE_OPERATOR_PHONE: '1588-0000',
      SITE_OPERATOR_EMAIL: '',
    });
    const h = await startHarness({ seed: false, siteOperator });
    try {
      const res = await h.send('app.SITE_OPERATOR', {});
      expect(res.status).toBe(200);
      expect(res.body.data?.result).toEqual({
        operatorName: 'Boda Edu Inc.',
        representative: null,
        businessNumber: null,
        address: null,
        phone: '1588-0000',
        email: null,
        privacyOfficer: null,
      });
    } finally {
      await h.close();
    }
  });
});
