import type { RawConfig } from './api/entities';
import { AppType, type AppTypeCd, LoginDisplay, type LoginDisplayMode, PasswordPolicy, type PasswordPolicyName } from './enums';
import { toUnsignedMask } from './permissions';

/*
 * Company configuration codec (foundation.md 3).
 *
 * The configuration travels as `KEY=value&KEY2=value2`. Inside a value, lists are separated by ','
 * and groups by '|'. Literal characters are escaped as %26 (&), %3d (=), %2c (,), %7c (|), %25 (%);
 * decoding is case-insensitive, encoding writes the lowercase forms.
 *
 * There are two levels, and RawConfig sits between them:
 *
 *   config string  --parseConfigString-->  RawConfig  --splitList / splitGroups-->  item texts
 *
 * Item level (joinList / splitList): joinList escapes an item's ',', '|' and '%' so the list
 * structure survives; '&' and '=' stay literal in RawConfig because the entry level takes care of
 * them. splitList decodes all five escapes (unescapeConfigText), so hand-written %26 / %3d inside
 * a RawConfig value read correctly too. escapeConfigText escapes all five: the form an item takes
 * in the config string itself, i.e. writeConfigString({ K: joinList([s]) }) === `K=${escapeConfigText(s)}`.
 *
 * Entry level (writeConfigString / parseConfigString), applied to keys and values alike:
 *   - '&' <-> %26 and '=' <-> %3d;
 *   - a '%' that starts an item escape (%2c, %7c, %25, any case) is copied as is, so the
 *     RawConfig value keeps its list/group structure and the config string carries exactly one
 *     layer of escapes (an item "a,b&c" is written `a%2cb%26c`, as the spec shows);
 *   - any other '%' (a lone '%', or '%' starting "26" or "3d" as literal text) is written "%%" and
 *     read back as '%'. Values produced by joinList never need this; it exists only so that
 *     parseConfigString(writeConfigString(x)) deep-equals x for every string record x.
 *   - parsing splits on '&', then on the first '='; empty segments are ignored (the writer never
 *     emits one) and a segment without '=' is a key with an empty value. A '%' sequence that is
 *     none of the above is kept verbatim, so hand-written strings are read tolerantly.
 */

const ITEM_ESCAPES: Record<string, string> = { ',': '%2c', '|': '%7c', '%': '%25' };
const FULL_ESCAPES: Record<string, string> = { ...ITEM_ESCAPES, '&': '%26', '=': '%3d' };
const UNESCAPES: Record<string, string> = { '26': '&', '3d': '=', '2c': ',', '7c': '|', '25': '%' };
const ITEM_CODES = new Set(['2c', '7c', '25']);

/** Escapes all five characters: the form an item takes inside the config string itself. */
export function escapeConfigText(s: string): string {
  return s.replace(/[&=,|%]/g, (c) => FULL_ESCAPES[c]);
}

/** Decodes the five escapes (any case); any other '%' is kept, so malformed input never throws. */
export function unescapeConfigText(s: string): string {
  return s.replace(/%(26|3d|2c|7c|25)/gi, (_m, code: string) => UNESCAPES[code.toLowerCase()]);
}

/** Item-level escape used in RawConfig values: only the characters that carry list structure. */
function escapeItem(s: string): string {
  return s.replace(/[,|%]/g, (c) => ITEM_ESCAPES[c]);
}

function encodeEntryText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (c === '&') out += '%26';
    else if (c === '=') out += '%3d';
    else if (c === '%') {
      const code = s.slice(i + 1, i + 3);
      if (ITEM_CODES.has(code.toLowerCase())) {
        out += `%${code}`;
        i += 2;
      } else out += '%%';
    } else out += c;
  }
  return out;
}

function decodeEntryText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (c !== '%') {
      out += c;
      continue;
    }
    const next = s.slice(i + 1, i + 3).toLowerCase();
    if (s[i + 1] === '%') {
      out += '%';
      i += 1;
    } else if (next === '26' || next === '3d') {
      out += UNESCAPES[next];
      i += 2;
    } else out += '%';
  }
  return out;
}

/** `KEY=value&...` -> RawConfig (rules above). Never throws; duplicate keys: the last one wins. */
export function parseConfigString(text: string): RawConfig {
  const entries: [string, string][] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const key = eq < 0 ? segment : segment.slice(0, eq);
    const value = eq < 0 ? '' : segment.slice(eq + 1);
    entries.push([decodeEntryText(key), decodeEntryText(value)]);
  }
  // fromEntries defines own properties, so a key such as "__proto__" stays an ordinary key.
  return Object.fromEntries(entries);
}

export function writeConfigString(raw: RawConfig): string {
  return Object.entries(raw)
    .map(([key, value]) => `${encodeEntryText(key)}=${encodeEntryText(value)}`)
    .join('&');
}

/**
 * Lists: '' is the empty list, so joinList([]) === '' and splitList('') is []. The one list that
 * cannot round-trip is [''] (a single empty item), which also encodes to '' and reads back as [];
 * splitList(joinList(x)) deep-equals x for every other list.
 */
export function splitList(value: string): string[] {
  if (value === '') return [];
  return value.split(',').map(unescapeConfigText);
}

export function joinList(items: string[]): string {
  return items.map(escapeItem).join(',');
}

/**
 * Groups: split on '|', then each group as a list. Hence '' is [] and an empty group is []; the
 * lossy inputs are [[]] (reads back as []) and any group equal to [''] (reads back as []).
 */
export function splitGroups(value: string): string[][] {
  if (value === '') return [];
  return value.split('|').map(splitList);
}

export function joinGroups(groups: string[][]): string {
  return groups.map(joinList).join('|');
}

export const ConfigKey = {
  SYSTEM_EMERGENCY_MODE: 'SYSTEM_EMERGENCY_MODE',
  WEB_FUNC_USE: 'WEB_FUNC_USE',
  WEB_ROOM_CATEGORY_1: 'WEB_ROOM_CATEGORY_1',
  WEB_ROOM_CATEGORY_3: 'WEB_ROOM_CATEGORY_3',
  WEB_FRONT_HELP_SITE: 'WEB_FRONT_HELP_SITE',
  WEB_CLIENT_SETTING: 'WEB_CLIENT_SETTING',
  WEB_USER_TYPE_AUTH: 'WEB_USER_TYPE_AUTH',
  WEB_FRONT_LOGIN_DISPLAY: 'WEB_FRONT_LOGIN_DISPLAY',
  WEB_FRONT_ACCOUNT_PWD_POLICY: 'WEB_FRONT_ACCOUNT_PWD_POLICY',
  BASE_APP_BODA_SPEC: 'BASE_APP_BODA_SPEC',
  BRANDING_WEB_IMG: 'BRANDING_WEB_IMG',
  BRANDING_WEB_TEXT: 'BRANDING_WEB_TEXT',
  WEB_FILE_MANUAL: 'WEB_FILE_MANUAL',
  /** Months access and room logs are kept (legal terms: 6). */
  RETENTION_LOG_MONTHS: 'RETENTION_LOG_MONTHS',
  /** Months recordings and chat files are kept (legal terms: 1). */
  RETENTION_RECORD_MONTHS: 'RETENTION_RECORD_MONTHS',
} as const;
export type ConfigKeyName = (typeof ConfigKey)[keyof typeof ConfigKey];

/**
 * 1-based positions in WEB_FUNC_USE. The spec fixes 2 (user tree instead of list), 3 (score
 * export) and 6 (settlement tab); it only says the others toggle monitor, textbook and homework,
 * so those three positions are our own choice.
 */
export const FuncFlag = {
  MONITOR: 1,
  USER_TREE: 2,
  SCORE_EXPORT: 3,
  TEXTBOOK: 4,
  HOMEWORK: 5,
  SETTLEMENT: 6,
} as const;
export type FuncFlagPosition = (typeof FuncFlag)[keyof typeof FuncFlag];

export interface CompanyConfig {
  emergencyMode: boolean;
  /** Index 0 is position 1 (see FuncFlag). */
  funcUse: boolean[];
  roomCategoryInstant: boolean;
  roomCategoryTask: boolean;
  helpSite: string | null;
  clientSetting: AppTypeCd;
  /** user type -> permission mask, always unsigned (bit 31 is record download). */
  userTypeAuth: Record<number, number>;
  loginDisplay: LoginDisplayMode;
  passwordPolicy: PasswordPolicyName;
  appSpec: string | null;
  brandingImages: string[];
  brandingText: { title: string; description: string; keywords: string };
  manualFile: string | null;
  /** How long class history is kept, in months (1-120), before the scheduled purge deletes it. */
  retention: { logMonths: number; recordMonths: number };
}

/** Frozen all the way down, so a caller spreading it cannot mutate the shared arrays. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  return Object.freeze(value);
}

export const DEFAULT_COMPANY_CONFIG: Readonly<CompanyConfig> = deepFreeze<CompanyConfig>({
  emergencyMode: false,
  funcUse: [],
  roomCategoryInstant: false,
  roomCategoryTask: false,
  helpSite: null,
  clientSetting: AppType.APP,
  userTypeAuth: {},
  loginDisplay: LoginDisplay.LOGIN,
  passwordPolicy: PasswordPolicy.SIMPLE,
  appSpec: null,
  brandingImages: [],
  brandingText: { title: '', description: '', keywords: '' },
  manualFile: null,
  retention: { logMonths: 6, recordMonths: 1 },
});

const APP_TYPES: readonly number[] = Object.values(AppType);
const LOGIN_DISPLAYS: readonly string[] = Object.values(LoginDisplay);
const PASSWORD_POLICIES: readonly string[] = Object.values(PasswordPolicy);
const MAX_UNSIGNED_MASK = 2 ** 32 - 1;

/** Flags are on only for '1' (or Y/true from hand edits); anything else, including absence, is off. */
function readFlag(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v === '1' || v === 'y' || v === 'true';
}

/** A single-item value: '' means "not configured". */
function readText(value: string | undefined): string | null {
  const text = unescapeConfigText(value ?? '');
  return text === '' ? null : text;
}

function readUserTypeAuth(value: string | undefined): Record<number, number> {
  const out: Record<number, number> = {};
  for (const group of splitGroups(value ?? '')) {
    const [type, mask] = group.map((s) => s.trim());
    if (!/^\d+$/.test(type ?? '') || !/^-?\d+$/.test(mask ?? '')) continue;
    const n = Number(mask);
    // Older writers stored bit 31 as a signed int (-2147483648); accept it and normalise.
    if (n < -(2 ** 31) || n > MAX_UNSIGNED_MASK) continue;
    out[Number(type)] = toUnsignedMask(n);
  }
  return out;
}

/** A whole number of months within 1-120; anything else is the default. */
function readMonths(value: string | undefined, fallback: number): number {
  const v = (value ?? '').trim();
  if (!/^\d{1,3}$/.test(v)) return fallback;
  const n = Number(v);
  return n >= RETENTION_MONTHS_MIN && n <= RETENTION_MONTHS_MAX ? n : fallback;
}

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

function oneOf<T extends string>(value: string | undefined, allowed: readonly string[], fallback: T): T {
  const v = (value ?? '').trim().toLowerCase();
  return allowed.includes(v) ? (v as T) : fallback;
}

/**
 * Tolerant reader: anything unknown or malformed falls back to DEFAULT_COMPANY_CONFIG; never throws,
 * not even for a non-object or non-string values, since the input may come from local storage.
 */
export function readCompanyConfig(raw: RawConfig): CompanyConfig {
  const source: Partial<Record<string, unknown>> = typeof raw === 'object' && raw !== null ? raw : {};
  const get = (key: ConfigKeyName): string | undefined => {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const clientSetting = Number((get(ConfigKey.WEB_CLIENT_SETTING) ?? '').trim());
  const [title = '', description = '', keywords = ''] = splitList(get(ConfigKey.BRANDING_WEB_TEXT) ?? '');
  return {
    emergencyMode: readFlag(get(ConfigKey.SYSTEM_EMERGENCY_MODE)),
    funcUse: splitList(get(ConfigKey.WEB_FUNC_USE) ?? '').map(readFlag),
    roomCategoryInstant: readFlag(get(ConfigKey.WEB_ROOM_CATEGORY_1)),
    roomCategoryTask: readFlag(get(ConfigKey.WEB_ROOM_CATEGORY_3)),
    helpSite: readText(get(ConfigKey.WEB_FRONT_HELP_SITE)),
    clientSetting: APP_TYPES.includes(clientSetting) ? (clientSetting as AppTypeCd) : DEFAULT_COMPANY_CONFIG.clientSetting,
    userTypeAuth: readUserTypeAuth(get(ConfigKey.WEB_USER_TYPE_AUTH)),
    loginDisplay: oneOf(get(ConfigKey.WEB_FRONT_LOGIN_DISPLAY), LOGIN_DISPLAYS, DEFAULT_COMPANY_CONFIG.loginDisplay),
    passwordPolicy: oneOf(get(ConfigKey.WEB_FRONT_ACCOUNT_PWD_POLICY), PASSWORD_POLICIES, DEFAULT_COMPANY_CONFIG.passwordPolicy),
    appSpec: readText(get(ConfigKey.BASE_APP_BODA_SPEC)),
    // Image names are never empty, so empty items are dropped rather than kept as blanks.
    brandingImages: splitList(get(ConfigKey.BRANDING_WEB_IMG) ?? '').filter((s) => s !== ''),
    brandingText: { title, description, keywords },
    manualFile: readText(get(ConfigKey.WEB_FILE_MANUAL)),
    retention: {
      logMonths: readMonths(get(ConfigKey.RETENTION_LOG_MONTHS), DEFAULT_COMPANY_CONFIG.retention.logMonths),
      recordMonths: readMonths(get(ConfigKey.RETENTION_RECORD_MONTHS), DEFAULT_COMPANY_CONFIG.retention.recordMonths),
    },
  };
}

/**
 * Inverse of readCompanyConfig for the keys it knows. Every key is written, with '' for
 * "not configured", so merging the result over an older RawConfig clears stale values. Masks are
 * written unsigned and user types in ascending order, so equal configs give equal strings.
 */
export function writeCompanyConfig(cfg: CompanyConfig): RawConfig {
  const flag = (b: boolean): string => (b ? '1' : '0');
  const auth = Object.entries(cfg.userTypeAuth)
    .map(([type, mask]): [number, number] => [Number(type), toUnsignedMask(mask)])
    .sort((a, b) => a[0] - b[0])
    .map(([type, mask]) => [String(type), String(mask)]);
  const { title, description, keywords } = cfg.brandingText;
  return {
    [ConfigKey.SYSTEM_EMERGENCY_MODE]: flag(cfg.emergencyMode),
    [ConfigKey.WEB_FUNC_USE]: joinList(cfg.funcUse.map(flag)),
    [ConfigKey.WEB_ROOM_CATEGORY_1]: flag(cfg.roomCategoryInstant),
    [ConfigKey.WEB_ROOM_CATEGORY_3]: flag(cfg.roomCategoryTask),
    [ConfigKey.WEB_FRONT_HELP_SITE]: escapeItem(cfg.helpSite ?? ''),
    [ConfigKey.WEB_CLIENT_SETTING]: String(cfg.clientSetting),
    [ConfigKey.WEB_USER_TYPE_AUTH]: joinGroups(auth),
    [ConfigKey.WEB_FRONT_LOGIN_DISPLAY]: cfg.loginDisplay,
    [ConfigKey.WEB_FRONT_ACCOUNT_PWD_POLICY]: cfg.passwordPolicy,
    [ConfigKey.BASE_APP_BODA_SPEC]: escapeItem(cfg.appSpec ?? ''),
    [ConfigKey.BRANDING_WEB_IMG]: joinList(cfg.brandingImages),
    [ConfigKey.BRANDING_WEB_TEXT]: joinList([title, description, keywords]),
    [ConfigKey.WEB_FILE_MANUAL]: escapeItem(cfg.manualFile ?? ''),
    [ConfigKey.RETENTION_LOG_MONTHS]: String(cfg.retention.logMonths),
    [ConfigKey.RETENTION_RECORD_MONTHS]: String(cfg.retention.recordMonths),
  };
}

/** Position is 1-based (FuncFlag); positions beyond the configured list are off. */
export function isFuncOn(cfg: CompanyConfig, position: number): boolean {
  return Number.isInteger(position) && position >= 1 && cfg.funcUse[position - 1] === true;
}

/** The unsigned permission mask of a user type; 0 when the type is not configured. */
export function permissionMaskOf(cfg: CompanyConfig, userTypeCd: number): number {
  const mask = Object.hasOwn(cfg.userTypeAuth, userTypeCd) ? cfg.userTypeAuth[userTypeCd] : undefined;
  return mask === undefined ? 0 : toUnsignedMask(mask);
}
