/** Every enumeration and constant from the spec (foundation.md 3 and 9, manage-area.md 3 and 9). */

export const UserType = {
  SUPER_ADMIN: 1,
  GUEST: 2,
  ADMIN: 3,
  MONITOR: 4,
  OPERATOR: 5,
  USER: 10,
  TEACHER: 11,
  STUDENT: 12,
  OPEN_TEACHER: 13,
} as const;
export type UserTypeCd = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_CODES = Object.values(UserType) as UserTypeCd[];
/** Types that go to / (not the company home) when the session ends: monitor and operator. */
export const OPERATOR_SESSION_TYPES: readonly UserTypeCd[] = [UserType.MONITOR, UserType.OPERATOR];
export const TEACHER_TYPES: readonly UserTypeCd[] = [UserType.TEACHER, UserType.OPEN_TEACHER];

export const UserRole = { USER: 'USER', OPER: 'OPER' } as const;
export type UserRoleCd = (typeof UserRole)[keyof typeof UserRole];

export const UserStatus = { USE: 1, PAUSE: 2, OUT: 3, INCOMPLETED: 11 } as const;
export type UserStatusCd = (typeof UserStatus)[keyof typeof UserStatus];
/** As a list filter the three visible statuses form a bitmask: use 1, pause 2, out 4; 7 is all. */
export const UserStatusFilterBit = { USE: 1, PAUSE: 2, OUT: 4 } as const;
export const USER_STATUS_FILTER_ALL = 7;
export function statusesFromFilter(mask: number): UserStatusCd[] {
  const out: UserStatusCd[] = [];
  if (mask & UserStatusFilterBit.USE) out.push(UserStatus.USE);
  if (mask & UserStatusFilterBit.PAUSE) out.push(UserStatus.PAUSE);
  if (mask & UserStatusFilterBit.OUT) out.push(UserStatus.OUT);
  return out;
}

export const RoomCategory = { INSTANT: 1, RESERVED: 2, TASK: 3 } as const;
export type RoomCategoryCd = (typeof RoomCategory)[keyof typeof RoomCategory];

export const RoomStatus = { NONE: 0, USE: 1, HIDE: 9, CLOSE: 99 } as const;
export type RoomStatusCd = (typeof RoomStatus)[keyof typeof RoomStatus];
/** A room period ending in this year has no limit. */
export const NO_LIMIT_YEAR = 9999;

export const NoteStatus = { NONE: 0, SAVE: 1, SUBMIT: 2, INSPECTION: 3, COMPLETED: 4 } as const;
export type NoteStatusCd = (typeof NoteStatus)[keyof typeof NoteStatus];
export const NoteAction = { SAVE: 1, SUBMIT: 2, SAVING: 17, SUBMITTING: 18 } as const;

export const BookType = { BOOK: 0, TASK: 1 } as const;
export const TextbookType = { TEXTBOOK: 1, WORKBOOK: 2 } as const;
export const BookState = { WRITING: 0, COMPLETED: 1, USED: 2 } as const;

export const LicenseType = { CONCURRENCY: 0, REGISTERED_USERS: 1, MONTHLY_JOINING_ACCOUNTS: 2 } as const;
export type LicenseTypeCd = (typeof LicenseType)[keyof typeof LicenseType];

export const LoginProvider = { OWN: 1, GOOGLE: 2, APPLE: 3, SSO_GNE: 4, SSO_DACHAEUM: 5, GOV_SIGN: 21, LINKED: 31 } as const;
export type AccountOwnerTypeCd = (typeof LoginProvider)[keyof typeof LoginProvider];

export const BoardKind = { NOTICE: 1, INQUIRY: 2, BOARD: 3 } as const;
export const FileOutput = { IMAGE: 2, PDF: 4 } as const;
export const AppType = { APP: 1, WEB: 2, BOTH: 3 } as const;
export type AppTypeCd = (typeof AppType)[keyof typeof AppType];

/** Template option bits (template option CPS_NOTE_SAVE_812, third item). */
export const TemplateOption = { NOTE_VIEW: 2, NOTE_PDF_DOWNLOAD: 4 } as const;

export const FileType = {
  NOTE_PDF: 'NOTE_PDF',
  RECORD: 'RECORD',
  ROOM_FILE: 'ROOM_FILE',
  MESSAGE: 'MESSAGE',
  MANUAL: 'MANUAL',
  BOARD: 'BOARD',
} as const;

export const ServiceType = { MANAGE: 'MANAGE', SERVICE: 'SERVICE' } as const;
export type ServiceTypeValue = (typeof ServiceType)[keyof typeof ServiceType];
export const SERVICE_TYPE_HEADER = 'x-service-type';
/**
 * The device ticket of a client that keeps no cookies for the server (the desktop app): sent on
 * sign-in (empty when it holds none yet), and answered on a successful one with the renewed tickets
 * to keep. Browsers keep the same tickets in an HttpOnly cookie instead (issue 32 G2).
 */
export const DEVICE_TICKET_HEADER = 'x-boda-device';

export const Edition = { EDUCATION: 'education', SCHOOL: 'school', CBE: 'cbe', GNE: 'gne', TTNOTE: 'ttnote' } as const;

export const LoginDisplay = { EXPERIENCE: 'experience', LOGIN: 'login', EASY: 'easy', KAKAO: 'kakao', BROWSER: 'browser' } as const;
export type LoginDisplayMode = (typeof LoginDisplay)[keyof typeof LoginDisplay];

export const PasswordPolicy = { HIGH: 'high', SIMPLE: 'simple' } as const;
export type PasswordPolicyName = (typeof PasswordPolicy)[keyof typeof PasswordPolicy];

export const Languages = ['en', 'ko'] as const;
export type Language = (typeof Languages)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const VERSION_LABEL = '822.003.20';

export const Limits = {
  PAGE_SIZE_DEFAULT: 30,
  PAGE_SIZE_OPTIONS: [10, 20, 30, 40, 50] as const,
  PICKER_PAGE_SIZE: 1000,
  MESSAGE_PAGE_SIZE: 10,
  BOARD_PAGE_SIZE: 10,
  CLASS_LOG_PAGE_SIZE: 20,
  MESSAGE_POLL_MS: 60_000,
  TOAST_MS: 3000,
  USERNAME_MAX: 50,
  LOGIN_PASSWORD_MAX: 30,
  NAME_MAX: 20,
  USER_ID_MIN: 2,
  USER_ID_MAX: 32,
  GROUP_NAME_MIN: 2,
  GROUP_NAME_MAX: 32,
  GROUP_NAME_INPUT_MAX: 20,
  PHONE_MAX: 16,
  MEMO_MAX: 200,
  ROOM_NAME_MAX: 50,
  ROOM_TITLE_MAX: 100,
  ROOM_PASSWORD_MAX: 8,
  NICKNAME_MAX: 32,
  INVITE_CODE_DIGITS: 9,
  MESSAGE_ATTACHMENTS_MAX: 3,
  POST_ATTACHMENTS_MAX: 5,
  UPLOAD_FILES_MAX: 5,
  UPLOAD_FILE_BYTES_MAX: 31_457_280,
  EXCEL_BYTES_MAX: 10 * 1024 * 1024,
  ROOM_FILE_BYTES_MAX: 500 * 1024 * 1024,
  HOMEWORK_PDF_BYTES_MAX: 100 * 1024 * 1024,
  HOMEWORK_IMAGE_BYTES_MAX: 10_485_760,
  HOMEWORK_IMAGES_MAX: 200,
  EDITOR_IMAGE_WIDTH_MAX: 1000,
  EDITOR_IMAGE_JPEG_QUALITY: 0.8,
  FEE_DIGITS_MAX: 9,
  JOIN_WAIT_MS: 5000,
  FOLLOW_UP_DELAY_MS: 1000,
  SEARCH_DEBOUNCE_MS: 500,
  COMPANY_SEARCH_DEBOUNCE_MS: 300,
  LONG_PRESS_MS: 500,
  PROFILE_IMAGE_PX: 200,
  BREAKPOINTS: [576, 768, 992, 1024, 1250] as const,
} as const;

/** Local storage keys (web build); the desktop build keeps tokens in the OS keychain instead. */
export const STORAGE_PREFIX = 'BODA_';
export const StorageKey = {
  TOKEN: 'BODA_TOKEN',
  REMEMBER_TOKEN: 'BODA_REMEMBER_TOKEN',
  USER: 'BODA_USER',
  COMPANY: 'BODA_COMPANY',
  CONFIG: 'BODA_CONFIG',
  USER_TYPE: 'BODA_USER_TYPE',
  SETTING: 'BODA_SETTING',
  NATIVE: 'BODA_NATIVE',
  EMERGENCY_MODE: 'BODA_EMERGENCY_MODE',
  LANGUAGE: 'BODA_LANGUAGE',
  NOTE_DOWNLOAD_TYPE: 'BODA_NOTE_DOWNLOAD_TYPE',
  LAST_USER_ID: 'BODA_LAST_USER_ID',
  AUTO_LOGIN: 'BODA_AUTO_LOGIN',
  /** The homework deploy form's last deadline offset and hour (service-area 5), JSON {dayOffset, hour}. */
  DEFAULT_DEADLINE: 'BODA_DEFAULT_DEADLINE',
  /** Notices hidden from the pop-up ('do not show again'), JSON {postIdx: end instant}; expired entries purged on load. */
  NOTICE_HIDE: 'BODA_NOTICE_HIDE',
  /** What names this sign-in (set at each login, kept over reloads and tabs): the notice pop-up shows once per sign-in. */
  SIGN_IN: 'BODA_SIGN_IN',
  /** Notices the pop-up has shown in the sign-in named by SIGN_IN, JSON {signIn, posts: [postIdx]}. */
  NOTICE_SHOWN: 'BODA_NOTICE_SHOWN',
} as const;

/** Operating systems the class client is built for (app.DOWNLOAD_CLIENT). */
export const ClientOs = ['windows', 'mac', 'linux'] as const;
export type ClientOsName = (typeof ClientOs)[number];
