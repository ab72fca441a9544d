import { describe, expect, it } from 'vitest';
import { findDeepLinkInArgv, parseDeepLink } from './deeplink';

const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('parseDeepLink', () => {
  it.each([
    ['boda://invite/ACME/123456789', { kind: 'invite', companyCode: 'ACME', inviteCode: '123456789' }],
    ['boda://invite/acme-1/123-456-789', { kind: 'invite', companyCode: 'acme-1', inviteCode: '123456789' }],
    ['boda://invite/ACME/123456789/', { kind: 'invite', companyCode: 'ACME', inviteCode: '123456789' }],
    [`boda://join?ticket=${jwt}`, { kind: 'join', ticket: jwt }],
    ['boda://open?companyId=school_7', { kind: 'open', companyId: 'school_7' }],
  ])('accepts %s', (link, expected) => {
    expect(parseDeepLink(link)).toEqual(expected);
  });

  it.each([
    'https://invite/ACME/123456789',
    'boda:invite/ACME/123456789',
    'boda://invite/ACME/12345678',
    'boda://invite/ACME/1234567890',
    'boda://invite/ACME/12345678a',
    'boda://invite/ACME',
    'boda://invite/ACME/123456789/extra',
    'boda://invite/AC%2FME/123456789',
    'boda://invite/..%2F..%2Fetc/123456789',
    'boda://invite/ACME/123456789?next=https://evil',
    'boda://invite/ACME/123456789#x',
    'boda://user:pw@invite/ACME/123456789',
    'boda://invite:8080/ACME/123456789',
    'boda://join',
    'boda://join?ticket=',
    'boda://join?ticket=not-a-jwt',
    `boda://join?ticket=${jwt}&room=1`,
    `boda://join?ticket=${jwt}&ticket=${jwt}`,
    `boda://join/x?ticket=${jwt}`,
    'boda://join?exec=--room%3D1',
    'boda://open?companyId=',
    'boda://open?companyId=a%20b',
    'boda://open?companyId=a&x=1',
    'boda://open?companyid=a',
    'boda://settings',
    'boda://',
    `boda://join?ticket=${'a'.repeat(5000)}.b.c`,
    '',
  ])('rejects %s', (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseDeepLink(undefined)).toBeNull();
    expect(parseDeepLink({ href: 'boda://open?companyId=a' })).toBeNull();
  });

  it('finds the link among command-line arguments', () => {
    expect(findDeepLinkInArgv(['/opt/Boda/boda', '--flag', 'boda://open?companyId=a'])).toEqual({ kind: 'open', companyId: 'a' });
    expect(findDeepLinkInArgv(['/opt/Boda/boda', 'boda://evil'])).toBeNull();
    expect(findDeepLinkInArgv(['/opt/Boda/boda'])).toBeNull();
  });
});
