import { describe, expect, it } from 'vitest';
import { configuredDownloadLink } from './service';

describe('configuredDownloadLink', () => {
  it('appends the file name to a base, fills {os}, and names nothing without CLASS_CLIENT_DOWNLOAD_URL', () => {
    expect(configuredDownloadLink(null, 'linux')).toBeNull();
    expect(configuredDownloadLink('https://cdn.example/boda/', 'mac')).toBe('https://cdn.example/boda/boda-class-client-mac');
    expect(configuredDownloadLink('https://cdn.example/{os}/setup', 'windows')).toBe('https://cdn.example/windows/setup');
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

describe('the operating company of a demo start', () => {
  it('a demo start (SEED_DEMO) without SITE_OPERATOR_* names demo values marked as such; configured values win', async () => {
    const { missingSiteOperator, readSiteOperator } = await import('../../config/env');
    const demo = readSiteOperator({ SEED_DEMO: '1' });
    for (const value of Object.values(demo)) expect(value).toContain('(데모 값)');
    expect(missingSiteOperator(demo)).toEqual([]);
    expect(readSiteOperator({ SEED_DEMO: '1', SITE_OPERATOR_NAME: 'Boda Edu Inc.' }).operatorName).toBe('Boda Edu Inc.');
    expect(readSiteOperator({ SEED_DEMO: '1', SITE_OPERATOR_NAME: 'Boda Edu Inc.' }).representative).toBeNull();
    // A production start without them: every value is missing, and the start warns (serve.ts).
    expect(missingSiteOperator(readSiteOperator({}))).toEqual([
      'operatorName',
      'representative',
      'businessNumber',
      'address',
      'phone',
      'email',
      'privacyOfficer',
    ]);
  });
});
