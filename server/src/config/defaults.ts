import { AppType, combinePermissions, LoginDisplay, PasswordPolicy, Permission, type RawConfig, UserType } from '@boda/contract';
import { type CompanyConfig, DEFAULT_COMPANY_CONFIG, writeCompanyConfig } from '@boda/contract/config';

const ALL_BITS = combinePermissions(
  Permission.ROOM_REGISTER,
  Permission.MANAGE_ACCESS,
  Permission.ATTENDEE_NOTE_VIEW,
  Permission.MEETING_OPEN,
  Permission.RECORD_DOWNLOAD,
);

/**
 * The permission matrix a new company starts with. Teachers manage their classes (manage access);
 * open-class teachers only teach; students have no extra rights.
 */
export const DEFAULT_USER_TYPE_AUTH: Record<number, number> = {
  [UserType.ADMIN]: ALL_BITS,
  [UserType.MONITOR]: Permission.MANAGE_ACCESS,
  [UserType.OPERATOR]: ALL_BITS,
  [UserType.TEACHER]: ALL_BITS,
  [UserType.OPEN_TEACHER]: combinePermissions(Permission.ROOM_REGISTER, Permission.ATTENDEE_NOTE_VIEW, Permission.MEETING_OPEN),
  [UserType.STUDENT]: 0,
};

export function defaultCompanyConfig(overrides: Partial<CompanyConfig> = {}): CompanyConfig {
  return {
    ...DEFAULT_COMPANY_CONFIG,
    emergencyMode: false,
    // Positions 1..6: monitor, user tree, score export, textbook, homework, settlement.
    funcUse: [true, false, true, true, true, true],
    roomCategoryInstant: true,
    roomCategoryTask: true,
    helpSite: null,
    clientSetting: AppType.BOTH,
    userTypeAuth: { ...DEFAULT_USER_TYPE_AUTH },
    loginDisplay: LoginDisplay.LOGIN,
    passwordPolicy: PasswordPolicy.HIGH,
    ...overrides,
  };
}

export function defaultRawConfig(overrides: Partial<CompanyConfig> = {}): RawConfig {
  return writeCompanyConfig(defaultCompanyConfig(overrides));
}
