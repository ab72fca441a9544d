import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompanyConfig,
  ConfigKey,
  DEFAULT_COMPANY_CONFIG,
  FuncFlag,
  escapeConfigText,
  isFuncOn,
  joinGroups,
  joinList,
  parseConfigString,
  permissionMaskOf,
  readCompanyConfig,
  splitGroups,
  splitList,
  unescapeConfigText,
  writeCompanyConfig,
  writeConfigString,
} from './config';
import type { RawConfig } from './api/entities';
import { AppType, LoginDisplay, PasswordPolicy, UserType } from './enums';
import { Permission, combinePermissions, hasPermission } from './permissions';

/** Strings rich in the characters the codec cares about, plus arbitrary unicode. */
const special = fc.constantFrom('&', '=', ',', '|', '%', '%26', '%3d', '%3D', '%2c', '%7C', '%25', '%%', '한', '😀', ' ');
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.oneof(special, fc.string({ maxLength: 3 })), { maxLength: 8 }).map((parts) => parts.join('')),
);

describe('escapeConfigText / unescapeConfigText', () => {
  it('escapes the five characters in lowercase', () => {
    expect(escapeConfigText('a&b=c,d|e%f')).toBe('a%26b%3dc%2cd%7ce%25f');
  });

  it('decodes case-insensitively and keeps unknown % sequences', () => {
    expect(unescapeConfigText('%26%3D%2C%7c%25')).toBe('&=,|%');
    expect(unescapeConfigText('100% %zz %2')).toBe('100% %zz %2');
  });

  it('round-trips any text', () => {
    fc.assert(fc.property(text, (s) => unescapeConfigText(escapeConfigText(s)) === s));
  });
});

describe('parseConfigString / writeConfigString', () => {
  it('reads the delimited form', () => {
    expect(parseConfigString('SYSTEM_EMERGENCY_MODE=0&WEB_USER_TYPE_AUTH=11,2107392|12,0')).toEqual({
      SYSTEM_EMERGENCY_MODE: '0',
      WEB_USER_TYPE_AUTH: '11,2107392|12,0',
    });
  });

  it('decodes entry escapes but keeps item escapes, so lists stay intact', () => {
    const raw = parseConfigString('WEB_FRONT_HELP_SITE=https://h.example/?a%3d1%26b%3D2&BRANDING_WEB_TEXT=Boda%2c Inc.,d,k');
    expect(raw.WEB_FRONT_HELP_SITE).toBe('https://h.example/?a=1&b=2');
    expect(raw.BRANDING_WEB_TEXT).toBe('Boda%2c Inc.,d,k');
    expect(splitList(raw.BRANDING_WEB_TEXT)).toEqual(['Boda, Inc.', 'd', 'k']);
  });

  it('writes one layer of escapes for list values', () => {
    expect(writeConfigString({ K: joinList(['a,b&c', 'x=y|z', '50%']) })).toBe(
      `K=${['a,b&c', 'x=y|z', '50%'].map(escapeConfigText).join(',')}`,
    );
  });

  it('writes a literal % that is no item escape as %%', () => {
    expect(writeConfigString({ 'a%b': '%26' })).toBe('a%%b=%%26');
    expect(parseConfigString('a%%b=%%26')).toEqual({ 'a%b': '%26' });
  });

  it('is tolerant of hand-written input', () => {
    expect(parseConfigString('')).toEqual({});
    expect(parseConfigString('&&A=1&&B&C==x&A=2&D=%41%')).toEqual({ A: '2', B: '', C: '=x', D: '%41%' });
  });

  it('keeps keys that look like prototype members as plain keys', () => {
    const raw = parseConfigString('__proto__=x&constructor=y');
    expect(Object.keys(raw).sort()).toEqual(['__proto__', 'constructor']);
    expect(raw.__proto__).toBe('x');
  });

  it('round-trips arbitrary string records', () => {
    fc.assert(
      fc.property(fc.dictionary(text, text, { maxKeys: 6 }), (record) => {
        expect(parseConfigString(writeConfigString(record))).toEqual({ ...record });
      }),
      { numRuns: 500 },
    );
  });
});

describe('lists and groups', () => {
  it('splits and joins lists with escaped items', () => {
    expect(splitList('1,0,1')).toEqual(['1', '0', '1']);
    expect(joinList(['a,b', 'c|d', '%'])).toBe('a%2cb,c%7cd,%25');
    expect(splitList('a%2Cb,c')).toEqual(['a,b', 'c']);
  });

  it('treats the empty string as the empty list (so [""] is the one lossy list)', () => {
    expect(splitList('')).toEqual([]);
    expect(joinList([])).toBe('');
    expect(joinList([''])).toBe('');
    expect(splitList(',')).toEqual(['', '']);
  });

  it('round-trips lists other than [""]', () => {
    const list = fc.array(text).filter((xs) => !(xs.length === 1 && xs[0] === ''));
    fc.assert(
      fc.property(list, (xs) => {
        expect(splitList(joinList(xs))).toEqual(xs);
      }),
      { numRuns: 500 },
    );
  });

  it('splits groups by bar, then comma', () => {
    expect(splitGroups('11,2107392|12,0')).toEqual([
      ['11', '2107392'],
      ['12', '0'],
    ]);
    expect(joinGroups([['a|b', 'c'], ['d']])).toBe('a%7cb,c|d');
    expect(splitGroups('')).toEqual([]);
    expect(splitGroups('|a')).toEqual([[], ['a']]);
  });

  it('round-trips groups other than [[]] and groups equal to [""]', () => {
    const group = fc.array(text).filter((xs) => !(xs.length === 1 && xs[0] === ''));
    const groups = fc.array(group).filter((gs) => !(gs.length === 1 && gs[0].length === 0));
    fc.assert(
      fc.property(groups, (gs) => {
        expect(splitGroups(joinGroups(gs))).toEqual(gs);
      }),
      { numRuns: 500 },
    );
  });

  it('nested escapes survive a trip through the config string', () => {
    const groups = [
      ['a,b', 'c|d'],
      ['&', '=', '%2c'],
    ];
    const raw = parseConfigString(writeConfigString({ G: joinGroups(groups) }));
    expect(splitGroups(raw.G)).toEqual(groups);
  });
});

describe('ConfigKey and FuncFlag', () => {
  it('names every key of foundation.md 3, and the two retention keys of the legal terms', () => {
    expect(Object.keys(ConfigKey)).toHaveLength(15);
    for (const [name, value] of Object.entries(ConfigKey)) expect(value).toBe(name);
  });

  it('fixes the positions the spec gives', () => {
    expect([FuncFlag.USER_TREE, FuncFlag.SCORE_EXPORT, FuncFlag.SETTLEMENT]).toEqual([2, 3, 6]);
  });
});

describe('readCompanyConfig', () => {
  it('falls back to the defaults for an empty config', () => {
    expect(readCompanyConfig({})).toEqual(DEFAULT_COMPANY_CONFIG);
    expect(readCompanyConfig({}).clientSetting).toBe(AppType.APP);
    expect(readCompanyConfig({}).loginDisplay).toBe('login');
    expect(readCompanyConfig({}).passwordPolicy).toBe('simple');
  });

  it('reads an example of every key', () => {
    const raw = parseConfigString(
      [
        'SYSTEM_EMERGENCY_MODE=1',
        'WEB_FUNC_USE=1,1,0,1,0,1',
        'WEB_ROOM_CATEGORY_1=1',
        'WEB_ROOM_CATEGORY_3=0',
        'WEB_FRONT_HELP_SITE=https://help.example/?q%3da%2cb',
        'WEB_CLIENT_SETTING=3',
        'WEB_USER_TYPE_AUTH=11,2107392|12,0|5,2147483648',
        'WEB_FRONT_LOGIN_DISPLAY=easy',
        'WEB_FRONT_ACCOUNT_PWD_POLICY=high',
        'BASE_APP_BODA_SPEC=win64',
        'BRANDING_WEB_IMG=FAVICON,LOGIN_LOGO',
        'BRANDING_WEB_TEXT=Boda%2c Inc.,Online class,math%2cscience',
        'WEB_FILE_MANUAL=manual.pdf',
        'RETENTION_LOG_MONTHS=12',
        'RETENTION_RECORD_MONTHS=3',
      ].join('&'),
    );
    const cfg = readCompanyConfig(raw);
    expect(cfg).toEqual({
      emergencyMode: true,
      funcUse: [true, true, false, true, false, true],
      roomCategoryInstant: true,
      roomCategoryTask: false,
      helpSite: 'https://help.example/?q=a,b',
      clientSetting: AppType.BOTH,
      userTypeAuth: { 11: 2107392, 12: 0, 5: 2 ** 31 },
      loginDisplay: LoginDisplay.EASY,
      passwordPolicy: PasswordPolicy.HIGH,
      appSpec: 'win64',
      brandingImages: ['FAVICON', 'LOGIN_LOGO'],
      brandingText: { title: 'Boda, Inc.', description: 'Online class', keywords: 'math,science' },
      manualFile: 'manual.pdf',
      retention: { logMonths: 12, recordMonths: 3 },
    } satisfies CompanyConfig);
    expect(isFuncOn(cfg, FuncFlag.USER_TREE)).toBe(true);
    expect(isFuncOn(cfg, FuncFlag.SCORE_EXPORT)).toBe(false);
    expect(isFuncOn(cfg, FuncFlag.SETTLEMENT)).toBe(true);
    expect(isFuncOn(cfg, 7)).toBe(false);
    expect(isFuncOn(cfg, 0)).toBe(false);
  });

  it('falls back on malformed values without throwing', () => {
    const cfg = readCompanyConfig({
      SYSTEM_EMERGENCY_MODE: 'maybe',
      WEB_CLIENT_SETTING: '7',
      WEB_USER_TYPE_AUTH: 'x,1|11|12,abc|13,99999999999|4,8192|',
      WEB_FRONT_LOGIN_DISPLAY: 'sideways',
      WEB_FRONT_ACCOUNT_PWD_POLICY: 'HIGH ',
      RETENTION_LOG_MONTHS: '0',
      RETENTION_RECORD_MONTHS: '1.5',
    });
    expect(cfg.emergencyMode).toBe(false);
    expect(cfg.clientSetting).toBe(1);
    expect(cfg.userTypeAuth).toEqual({ 4: 8192 });
    expect(cfg.loginDisplay).toBe('login');
    expect(cfg.passwordPolicy).toBe('high');
    expect(cfg.retention).toEqual({ logMonths: 6, recordMonths: 1 });
  });

  it('survives input that is not a string record', () => {
    expect(readCompanyConfig(null as unknown as RawConfig)).toEqual(DEFAULT_COMPANY_CONFIG);
    const odd = { SYSTEM_EMERGENCY_MODE: 1, WEB_FUNC_USE: ['1'], WEB_FRONT_ACCOUNT_PWD_POLICY: 'high' } as unknown as RawConfig;
    expect(readCompanyConfig(odd)).toEqual({ ...DEFAULT_COMPANY_CONFIG, passwordPolicy: 'high' });
  });

  it('keeps its defaults frozen', () => {
    expect(Object.isFrozen(DEFAULT_COMPANY_CONFIG.funcUse)).toBe(true);
    expect(Object.isFrozen(DEFAULT_COMPANY_CONFIG.brandingText)).toBe(true);
  });

  it('reads a signed bit-31 mask as the positive unsigned mask', () => {
    const cfg = readCompanyConfig({ WEB_USER_TYPE_AUTH: '11,-2147483648' });
    expect(permissionMaskOf(cfg, UserType.TEACHER)).toBe(2 ** 31);
    expect(hasPermission(permissionMaskOf(cfg, UserType.TEACHER), Permission.RECORD_DOWNLOAD)).toBe(true);
  });
});

describe('writeCompanyConfig', () => {
  it('writes unsigned masks sorted by user type', () => {
    const mask = combinePermissions(Permission.RECORD_DOWNLOAD, Permission.MANAGE_ACCESS);
    const raw = writeCompanyConfig({ ...DEFAULT_COMPANY_CONFIG, userTypeAuth: { 12: 0, 11: mask | 0 } });
    expect(raw[ConfigKey.WEB_USER_TYPE_AUTH]).toBe('11,2147487744|12,0');
    const back = readCompanyConfig(parseConfigString(writeConfigString(raw)));
    expect(permissionMaskOf(back, 11)).toBe(2147487744);
    expect(permissionMaskOf(back, 12)).toBe(0);
    expect(permissionMaskOf(back, 3)).toBe(0);
  });

  it('writes every known key, empty when not configured', () => {
    const raw = writeCompanyConfig(DEFAULT_COMPANY_CONFIG);
    expect(Object.keys(raw).sort()).toEqual(Object.values(ConfigKey).sort());
    expect(raw[ConfigKey.WEB_FRONT_HELP_SITE]).toBe('');
    expect(raw[ConfigKey.WEB_CLIENT_SETTING]).toBe('1');
  });

  it('round-trips generated configs, also through the config string', () => {
    const optionalText = fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    );
    const config: fc.Arbitrary<CompanyConfig> = fc.record({
      emergencyMode: fc.boolean(),
      funcUse: fc.array(fc.boolean(), { maxLength: 10 }),
      roomCategoryInstant: fc.boolean(),
      roomCategoryTask: fc.boolean(),
      helpSite: optionalText,
      clientSetting: fc.constantFrom(AppType.APP, AppType.WEB, AppType.BOTH),
      userTypeAuth: fc
        .array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 2 ** 32 - 1 })), { maxLength: 6 })
        .map((pairs) => Object.fromEntries(pairs) as Record<number, number>),
      loginDisplay: fc.constantFrom(...Object.values(LoginDisplay)),
      passwordPolicy: fc.constantFrom(...Object.values(PasswordPolicy)),
      appSpec: optionalText,
      brandingImages: fc.array(
        text.filter((s) => s !== ''),
        { maxLength: 5 },
      ),
      brandingText: fc.record({ title: text, description: text, keywords: text }),
      manualFile: optionalText,
      retention: fc.record({ logMonths: fc.integer({ min: 1, max: 120 }), recordMonths: fc.integer({ min: 1, max: 120 }) }),
    });
    fc.assert(
      fc.property(config, (cfg) => {
        expect(readCompanyConfig(writeCompanyConfig(cfg))).toEqual(cfg);
        expect(readCompanyConfig(parseConfigString(writeConfigString(writeCompanyConfig(cfg))))).toEqual(cfg);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps bit-31 masks positive through the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 31, max: 2 ** 32 - 1 }), (mask) => {
        const back = readCompanyConfig(writeCompanyConfig({ ...DEFAULT_COMPANY_CONFIG, userTypeAuth: { 11: mask } }));
        expect(permissionMaskOf(back, 11)).toBe(mask);
        expect(permissionMaskOf(back, 11)).toBeGreaterThan(0);
      }),
    );
  });
});
