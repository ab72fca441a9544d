/**
 * The error catalogue. Codes look like WB-{status}-{number}; the status part is the HTTP status the
 * server answers with. The renderer shows `errors.<code>` from i18n; `message` here is the English
 * fallback the server puts into the envelope.
 */
export const ErrorCode = {
  BAD_PARAMETER: 'WB-400-212',
  VALIDATION: 'WB-400-200',
  DEFAULT_LOGIN: 'WB-400-002',
  WRONG_CREDENTIALS_ENTER: 'WB-400-003',
  ACCOUNT_LOCKED: 'WB-400-004',
  LICENSE_EXPIRED: 'WB-400-006',
  ACCOUNT_UNAVAILABLE: 'WB-400-007',
  LICENSE_CONCURRENCY_FULL: 'WB-400-061',
  LICENSE_MONTHLY_ACCOUNTS_FULL: 'WB-400-062',
  LICENSE_USERS_FULL: 'WB-400-063',
  WRONG_CREDENTIALS_REENTER: 'WB-400-014',
  MEETING_NOT_EXISTING: 'WB-400-025',
  TOO_MANY_LOGIN_ATTEMPTS: 'WB-429-001',
  TOO_MANY_JOIN_ATTEMPTS: 'WB-429-002',
  TOO_MANY_ENQUIRIES: 'WB-429-003',
  COMPANY_NOT_FOUND: 'WB-400-205',
  INVALID_INVITE: 'WB-400-220',
  CONFIG_NOT_RELOADED: 'WB-400-232',
  SUBMISSION_EXISTS: 'WB-400-302',
  TASK_REMOVED: 'WB-400-303',
  TASK_ALREADY_SUBMITTED: 'WB-400-304',
  NOTHING_TO_RECALL: 'WB-400-305',
  DUPLICATE_PRICE_PERIOD: 'WB-400-309',
  TOO_MANY_FILES: 'WB-400-401',
  FILE_TOO_LARGE: 'WB-400-402',
  BAD_FILE_EXTENSION: 'WB-400-403',
  BOOK_FILE_KIND: 'WB-400-404',
  BOOK_FILE_MISSING: 'WB-400-405',
  FILE_UNREADABLE: 'WB-400-406',
  PDF_ENCRYPTED: 'WB-400-407',
  PDF_OVER_LIMITS: 'WB-400-408',
  UPLOAD_CHECKSUM_MISMATCH: 'WB-400-409',
  FILE_NOT_FOUND_400: 'WB-400-501',
  INVALID_CREDENTIALS: 'WB-400-601',
  UNAUTHORIZED: 'WB-401-001',
  TOKEN_EXPIRED: 'WB-401-002',
  INVALID_REFRESH_TOKEN: 'WB-401-003',
  CONFIG_CHANGED: 'WB-402-001',
  FORBIDDEN: 'WB-403-001',
  IMPORT_IN_PROGRESS: 'WB-409-001',
  BOOK_NOT_READY: 'WB-409-002',
  BOOK_IN_USE: 'WB-409-003',
  EXPORT_NOT_READY: 'WB-409-004',
  WRONG_SERVICE_TYPE: 'WB-403-002',
  NO_USER_PERMISSION: 'WB-403-102',
  CLASS_NOT_STARTED_OR_DELETE_DENIED: 'WB-403-105',
  CLASS_NOT_STARTED: 'WB-403-112',
  NO_RECORD_PERMISSION: 'WB-403-110',
  EMERGENCY_MODE: 'WB-403-120',
  PASSWORD_MISMATCH: 'WB-403-203',
  PASSWORD_MISMATCH_2: 'WB-403-204',
  NOT_FOUND: 'WB-404-001',
  FILE_NOT_FOUND: 'WB-404-102',
  NOTIFICATION_TALK_FAILED: 'WB-500-131',
  INTERNAL: 'WB-500-001',
  UNAVAILABLE: 'WB-503-001',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCodeValue, string> = {
  'WB-400-212': 'Bad request parameter.',
  'WB-400-200': 'The request is invalid.',
  'WB-400-002': 'Login failed. Please try again.',
  'WB-400-003': 'Invalid ID or password. Please enter them correctly.',
  'WB-400-004': 'The account is locked. Please contact the administrator.',
  'WB-400-006': 'The license has expired. Please contact the administrator.',
  'WB-400-007': 'The account is unavailable. Please contact the administrator.',
  'WB-400-061': 'The concurrent-access license is full. Please try again when someone has left, or contact the administrator.',
  'WB-400-062': 'The license for accounts joining this month is full. Please contact the administrator.',
  'WB-400-063': 'The registered-users license is full. Pause or withdraw an account first, or contact the administrator.',
  'WB-400-014': 'Invalid ID or password. Please enter them correctly.',
  'WB-400-025': 'The meeting does not exist. Joining was cancelled.',
  'WB-429-001': 'Too many login attempts. Please wait a moment and try again.',
  'WB-429-002': 'Too many attempts to join classes. Please wait a moment and try again.',
  'WB-429-003': 'Too many enquiries from this address. Please try again later or call us.',
  'WB-400-205': 'The company was not found.',
  'WB-400-220': 'The invite code or link is invalid.',
  'WB-400-232': 'The configuration was not reloaded. Joining was cancelled.',
  'WB-400-302': 'A submission already exists.',
  'WB-400-303': 'The homework was already removed.',
  'WB-400-304': 'The homework was already submitted.',
  'WB-400-305': 'Only homework with wrong answers can be recalled.',
  'WB-400-309': 'The unit price period overlaps an existing one.',
  'WB-400-401': 'Too many upload files.',
  'WB-400-402': 'The upload file is too large.',
  'WB-400-403': 'The file extension is not allowed.',
  'WB-400-404': 'Each PDF name must end with _문제지 (question sheet), _정답지 (answer sheet) or _빠른정답 (quick answer), each kind once.',
  'WB-400-405': 'A required PDF is missing: the question sheet, and for homework also the quick answer.',
  'WB-400-406': 'The file could not be read: it is not a PDF or image, or it is damaged.',
  'WB-400-407': 'The PDF is password-protected. Please upload it without a password.',
  'WB-400-408': 'The PDF is over the limits: at most 1000 pages of ordinary page size.',
  'WB-400-409': 'The uploaded file does not match its checksum. Please upload it again.',
  'WB-400-501': 'File not found.',
  'WB-400-601': 'Invalid ID or password.',
  'WB-401-001': 'Please sign in.',
  'WB-401-002': 'The session has expired.',
  'WB-401-003': 'The session could not be renewed. Please sign in again.',
  'WB-402-001': 'The settings have changed. Reloading.',
  'WB-403-001': 'You do not have permission.',
  'WB-403-002': 'This area is not available for your account.',
  'WB-403-102': 'No permission to view the user or change the password.',
  'WB-403-105': 'The class has not started or was not found.',
  'WB-403-112': 'The class has not started or was not found.',
  'WB-403-110': 'No permission to download recordings.',
  'WB-403-120': 'This is available again after disaster mode ends.',
  'WB-403-203': 'The current password does not match.',
  'WB-403-204': 'The current password does not match.',
  'WB-409-001': 'An import for this company is already running. Please try again when it has finished.',
  'WB-409-002': 'The book is not ready: its pages are still being converted, or the conversion failed.',
  'WB-409-003': 'The book is used by homework and cannot be deleted.',
  'WB-409-004': 'The export is not ready yet. Please wait until it has finished.',
  'WB-404-001': 'Not found.',
  'WB-404-102': 'File not found.',
  'WB-500-131': 'Failed to send the notification talk.',
  'WB-500-001': 'A system error occurred.',
  'WB-503-001': 'The service is temporarily unavailable.',
};

/** Status from a code: WB-403-105 -> 403. */
export function statusOfCode(code: string): number {
  const match = /^WB-(\d{3})-\d+$/.exec(code);
  return match ? Number(match[1]) : 500;
}

export function isErrorCode(code: string): code is ErrorCodeValue {
  return code in ERROR_MESSAGES;
}

/** Login error codes shown inline on the login form rather than in a popup. */
export const INLINE_LOGIN_ERRORS: readonly string[] = [ErrorCode.INVALID_CREDENTIALS];

/** Internal page codes of the error page. */
export const PageErrorCode = {
  EC_404: 'EC_404',
  WE_5001: 'WE_5001',
  WE_5002: 'WE_5002',
  WE_5003: 'WE_5003',
  WE_5004: 'WE_5004',
  WE_5005: 'WE_5005',
  NO_ERROR_CODE: 'NO_ERROR_CODE',
} as const;
export type PageErrorCodeValue = (typeof PageErrorCode)[keyof typeof PageErrorCode];
