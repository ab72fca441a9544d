import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { defaultRawConfig } from '../../config/defaults';
import { type Harness, startHarness } from '../../test/harness';
import { createCompanyWithOperator } from './provision';
import { findCompanyById, updateLicense, upsertBrandingImage } from './repository';

let h: Harness;
const demoCompany = {
  companyId: 'demo',
  companyCode: DEMO.companyCode,
  companyName: DEMO.companyName,
  edition: 'education',
  timeZone: 'Asia/Seoul',
};

beforeAll(async () => {
  h = await startHarness({ clientDownloadUrl: null });
  await createCompanyWithOperator(h.db, {
    companyId: 'seoul-math',
    companyCode: '200002',
    companyName: 'Seoul Math 100% Club',
    config: defaultRawConfig(),
    operator: { userId: 'operator', password: DEMO.password },
  });
});
afterAll(async () => {
  await h.close();
});

describe('GET /open/company', () => {
  it('GET_ID_NORMAL finds a company by id or by code', async () => {
    expect((await h.send('company.GET_ID_NORMAL', { companyId: 'demo' })).body.data?.result).toEqual(demoCompany);
    expect((await h.send('company.GET_ID_NORMAL', { companyCode: '100001' })).body.data?.result).toEqual(demoCompany);
  });

  it('GET_ID_NORMAL answers WB-400-205 for an unknown company', async () => {
    const reply = await h.send('company.GET_ID_NORMAL', { companyId: 'nowhere' });
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.COMPANY_NOT_FOUND]);
  });

  it('LIST_NORMAL searches id, code and name; LIKE wildcards are literal', async () => {
    const ids = async (keyword?: string) =>
      (await h.send('company.LIST_NORMAL', keyword === undefined ? {} : { keyword })).body.data?.resultList?.map((c) => c.companyId);
    expect(await ids()).toEqual(['demo', 'seoul-math']);
    expect(await ids('DEMO ACAD')).toEqual(['demo']);
    expect(await ids('20000')).toEqual(['seoul-math']);
    expect(await ids('seoul')).toEqual(['seoul-math']);
    expect(await ids('100%')).toEqual(['seoul-math']);
    expect(await ids('%')).toEqual(['seoul-math']);
    expect(await ids('_')).toEqual([]);
  });
});

describe('GET /open/company/loginInfo', () => {
  it('returns company, configuration, settings and branding', async () => {
    const reply = await h.send('company.loginInfo', { companyId: 'demo', language: 'ko' });
    const result = reply.body.data?.result;
    expect(result?.company).toEqual(demoCompany);
    expect(result?.cfg.WEB_FRONT_LOGIN_DISPLAY).toBe('login');
    expect(result?.cfg.WEB_USER_TYPE_AUTH).toContain('13,2107392');
    expect(result?.bodaSetting).toMatchObject({ configVersion: 1, license: { licenseTypeCd: 0, licenseCount: 100 } });
    expect(Date.parse(result?.bodaSetting.serverTime ?? '')).not.toBeNaN();
    expect(result?.branding).toMatchObject({ title: 'Boda Demo Academy', images: ['SERVICE_LOGO', 'LOGIN_LOGO'] });
  });

  it('works by company code and refuses unknown or missing companies', async () => {
    expect((await h.send('company.loginInfo', { companyCode: '200002' })).body.data?.result.company.companyId).toBe('seoul-math');
    expect((await h.send('company.loginInfo', { companyId: 'nowhere' })).body.errorCode).toBe(ErrorCode.COMPANY_NOT_FOUND);
    expect((await h.send('company.loginInfo', {})).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('counts users with status use for a registered-users license', async () => {
    const reply = await h.send('company.loginInfo', { companyId: 'seoul-math' });
    expect(reply.body.data?.result.bodaSetting.license.licenseUsage).toBe(0);
    const row = await findCompanyById(h.db, 'seoul-math');
    await updateLicense(h.db, row?.companyIdx ?? 0, { licenseTypeCd: 1, licenseCount: 30 });
    const after = await h.send('company.loginInfo', { companyId: 'seoul-math' });
    expect(after.body.data?.result.bodaSetting.license).toMatchObject({ licenseTypeCd: 1, licenseCount: 30, licenseUsage: 1 });
  });
});

describe('GET /open/company/branding', () => {
  it('BRANDING_INFO returns the texts and which images exist', async () => {
    const reply = await h.send('company.BRANDING_INFO', { companyId: 'demo' });
    expect(reply.body.data?.result).toEqual({
      title: 'Boda Demo Academy',
      description: 'Live classes and homework at Boda Demo Academy.',
      keywords: 'online class, homework, academy',
      images: ['SERVICE_LOGO', 'LOGIN_LOGO'],
    });
  });

  it('image commands answer the bytes with their content type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await upsertBrandingImage(h.db, h.demoCompanyIdx, 'FAVICON', 'image/png', png);
    const reply = await h.app.inject({ method: 'GET', url: '/open/company/branding?command=FAVICON&companyId=demo' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.rawPayload.equals(png)).toBe(true);
    const svg = await h.app.inject({ method: 'GET', url: '/open/company/branding?command=LOGIN_LOGO&companyId=demo' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 404 WB-404-102 when the image is missing, WB-400-205 for an unknown company', async () => {
    const missing = await h.app.inject({ method: 'GET', url: '/open/company/branding?command=LOGIN_BG&companyId=demo' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: ErrorCode.FILE_NOT_FOUND });
    const unknown = await h.app.inject({ method: 'GET', url: '/open/company/branding?command=LOGIN_BG&companyId=nowhere' });
    expect(unknown.json()).toMatchObject({ errorCode: ErrorCode.COMPANY_NOT_FOUND });
  });
});

describe('GET /open/app/bodaApp', () => {
  it('DOWNLOAD_CLIENT names no link when neither CLASS_CLIENT_DOWNLOAD_URL nor an uploaded installer exists', async () => {
    const reply = await h.send('app.DOWNLOAD_CLIENT', { os: 'windows', companyId: 'demo' }, { headers: { host: 'evil.example:8443' } });
    expect(reply.body.data?.result.downloadLink).toBeNull();
    expect((await h.send('app.DOWNLOAD_CLIENT', { os: 'amiga' as 'mac' })).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });
});
