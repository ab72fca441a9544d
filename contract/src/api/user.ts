import { z } from 'zod';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { USER_ADMIN_ACCESS } from './access';
import { Limits, UserStatus, UserType } from '../enums';
import { EXCEL_RULES, type FileRules } from '../uploads';
import { userSchema } from './entities';
import { defineCommand, flexBool, flexInt } from './define';
import { defineDownload } from './download';
import { flexIntList, idSchema, optionalText, pagingInput, searchKeywordSchema, userIdxListSchema, pageSchema } from './params';

/*
 * /boda/user (manage-area 7 "Users and groups", service-area 7 "User"). Field rules live in the
 * contract validators; the server runs the same ones (plus the company's password policy, which
 * only it knows for sure), so inputs here are loose strings and the service checks them.
 */

/** Types a user form or an import may create: teacher, student, open-class teacher. */
export const MANAGED_USER_TYPES = [UserType.TEACHER, UserType.STUDENT, UserType.OPEN_TEACHER] as const;
export const managedUserTypeSchema = flexInt.pipe(z.union(MANAGED_USER_TYPES.map((t) => z.literal(t))));

/** Statuses an operator may set in bulk: activate, deactivate, unsubscribe. */
export const SETTABLE_USER_STATUSES = [UserStatus.USE, UserStatus.PAUSE, UserStatus.OUT] as const;

export const USER_LIST_ORDERS = ['regDatetime,desc', 'userName'] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

export const userListInput = z.object({
  page: pagingInput(Limits.PAGE_SIZE_DEFAULT).page,
  /** Default 30 with paging, Limits.PICKER_PAGE_SIZE without; never more than that. */
  size: flexInt.pipe(z.number().int().min(1).max(Limits.PICKER_PAGE_SIZE)).optional(),
  order: z.enum(USER_LIST_ORDERS).default('regDatetime,desc'),
  searchKeyword: searchKeywordSchema,
  /** Empty means the three visible statuses (the filter's 7). */
  userStatusCdList: flexIntList.default([]),
  userTypeCdList: flexIntList.default([]),
  /** Tree mode: users directly in this group; 0 means users in no group. */
  groupIdx: flexInt.optional(),
  /** false: the first `size` matches in one page (tree folders, pickers); `last` says whether that was all. */
  paging: flexBool.default(true),
});

const countResult = z.object({ result: z.object({ count: z.number().int() }) });

/** My info's profile image: one png or jpg (service-area 5); the server makes it 200x200 PNG. */
export const PROFILE_IMAGE_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: Limits.HOMEWORK_IMAGE_BYTES_MAX,
  extensions: ['png', 'jpg', 'jpeg'],
  refuse: ['jfif'],
});

/* Spreadsheet import (ADD_USER). */

export const ExcelDuplicateMode = { LATEST: 'LATEST', SKIP: 'SKIP' } as const;
export type ExcelDuplicateModeValue = (typeof ExcelDuplicateMode)[keyof typeof ExcelDuplicateMode];

/** Column order of the sheet (row 1 is the header; the sample carries these titles). */
export const EXCEL_USER_COLUMNS = ['userId', 'userName', 'password', 'phone', 'email', 'phone2'] as const;
export type ExcelUserColumn = (typeof EXCEL_USER_COLUMNS)[number];
/** Rows per import, besides the 10 MB file limit. */
export const EXCEL_ROWS_MAX = 10_000;

export const ImportResult = { CREATED: 'CREATED', UPDATED: 'UPDATED', SKIPPED: 'SKIPPED', FAILED: 'FAILED' } as const;
export type ImportResultValue = (typeof ImportResult)[keyof typeof ImportResult];

/**
 * Why a row was skipped or failed. `invalid` comes with the column and the validation key
 * (validation namespace); the others are keys of users:import.reason.
 */
export const ImportReason = {
  INVALID: 'invalid',
  DUPLICATE_IN_FILE: 'duplicateInFile',
  EXISTS: 'exists',
  REPLACED_BY_LATER_ROW: 'replacedByLaterRow',
  NOT_IMPORTABLE: 'notImportable',
} as const;
export type ImportReasonValue = (typeof ImportReason)[keyof typeof ImportReason];

export const importRowSchema = z.object({
  /** Spreadsheet row number (the header is row 1). */
  row: z.number().int(),
  userId: z.string(),
  result: z.enum([ImportResult.CREATED, ImportResult.UPDATED, ImportResult.SKIPPED, ImportResult.FAILED]),
  reason: z.enum(Object.values(ImportReason) as [ImportReasonValue, ...ImportReasonValue[]]).nullable(),
  field: z.enum(EXCEL_USER_COLUMNS).nullable(),
  validationKey: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A running import's progress: rows read from the sheet, checked (validated, passwords hashed) and written. */
export const importProgressSchema = z.object({
  total: z.number().int(),
  checked: z.number().int(),
  written: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const userCommands = {
  'user.GET_ME': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'GET_ME',
    encoding: 'query',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ result: userSchema }),
  }),
  'user.GET': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'GET',
    encoding: 'query',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ userIdx: idSchema }),
    output: z.object({ result: userSchema }),
  }),
  /** By login id (the manage area's lookups); same access rules as GET. */
  'user.GET_USER_ID': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'GET_USER_ID',
    encoding: 'query',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ userId: z.string().trim().min(1).max(Limits.USER_ID_MAX) }),
    output: z.object({ result: userSchema }),
  }),
  /**
   * Callers with manage access see every field; others (the message receiver picker) see active
   * users of their company without contact details.
   */
  'user.LIST': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any' },
    input: userListInput,
    output: z.object({ resultPage: pageSchema(userSchema) }),
  }),
  /** The mandatory duplicate check before creating a user. */
  'user.EXIST_USER_ID': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'EXIST_USER_ID',
    encoding: 'query',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS], denied: ErrorCode.NO_USER_PERMISSION },
    input: z.object({ userId: z.string() }),
    output: z.object({ result: z.object({ exists: z.boolean() }) }),
  }),
  /**
   * Create (no userIdx: userId and password required) or modify (userIdx; userId and password are
   * ignored, passwords change through MODIFY_PWD). The role follows the type: OPER for open-class
   * teachers, USER otherwise, whatever userRoleCd says.
   */
  'user.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'SAVE',
    encoding: 'form',
    resource: { name: 'user', kind: 'change', alsoChanges: ['group', 'roomUser', 'room'] },
    access: USER_ADMIN_ACCESS,
    input: z.object({
      userIdx: flexInt.optional(),
      userId: optionalText,
      password: optionalText,
      userName: z.string(),
      userTypeCd: flexInt,
      userRoleCd: z.enum(['USER', 'OPER']).optional(),
      email: optionalText,
      phone: optionalText,
      phone2: optionalText,
      /** 0 or absent: no group. */
      groupIdx: flexInt.optional(),
    }),
    output: z.object({ result: userSchema }),
  }),
  /** Self-service needs oldPassword (WB-403-203 when it is wrong); operators reset without it. */
  'user.MODIFY_PWD': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'MODIFY_PWD',
    encoding: 'form',
    resource: { name: 'user', kind: 'change' },
    access: { area: 'any' },
    input: z.object({ userIdx: idSchema, oldPassword: optionalText, newPassword: z.string() }),
    output: z.object({ result: z.object({ changed: z.literal(true) }) }),
  }),
  'user.MODIFY_STATUS_MULTI': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'MODIFY_STATUS_MULTI',
    encoding: 'form',
    resource: { name: 'user', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object({
      userIdxList: userIdxListSchema,
      userStatusCd: flexInt.pipe(z.union(SETTABLE_USER_STATUSES.map((s) => z.literal(s)))),
    }),
    output: countResult,
  }),
  'user.MODIFY_MULTI_UNLOCK': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'MODIFY_MULTI_UNLOCK',
    encoding: 'form',
    resource: { name: 'user', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object({ userIdxList: userIdxListSchema }),
    output: countResult,
  }),
  /** Deletes the accounts now (unsubscribing keeps them until the retention purge). */
  'user.REMOVE_MULTI': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'REMOVE_MULTI',
    encoding: 'form',
    resource: { name: 'user', kind: 'change', alsoChanges: ['group', 'roomUser', 'room'] },
    access: USER_ADMIN_ACCESS,
    input: z.object({ userIdxList: userIdxListSchema }),
    output: countResult,
  }),
  /** Move users to a group (tree mode drag and drop); groupIdx 0 is the company root. */
  'user.MODIFY_GROUP': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'MODIFY_GROUP',
    encoding: 'form',
    resource: { name: 'user', kind: 'change', alsoChanges: ['group'] },
    access: USER_ADMIN_ACCESS,
    input: z.object({ userIdxList: userIdxListSchema, groupIdx: flexInt.pipe(z.number().int().min(0)) }),
    output: countResult,
  }),
  /** My info: name change; prohibited words are masked before saving, the answer has the saved name. */
  'user.MODIFY_NAME': defineCommand({
    method: 'POST',
    path: '/boda/user',
    command: 'MODIFY_NAME',
    encoding: 'form',
    // My info is closed in emergency mode (foundation.md 4: only the room tab is usable).
    resource: { name: 'user', kind: 'change', alsoChanges: ['group', 'roomUser', 'room'] },
    access: { area: 'any', closedInEmergency: true },
    input: z.object({ userIdx: idSchema, userName: z.string() }),
    output: z.object({ result: userSchema }),
  }),
  /** Fields first, then the file (the client's FormData order). */
  'user.UPLOAD_PROFILE': defineCommand({
    method: 'POST',
    path: '/boda/user/profile',
    command: 'UPLOAD_PROFILE',
    encoding: 'multipart',
    resource: { name: 'user', kind: 'change' },
    access: { area: 'any' },
    files: { field: 'uploadFile', rules: PROFILE_IMAGE_RULES },
    input: z.object({ userIdx: idSchema, uploadFile: z.unknown().optional() }),
    output: z.object({ result: userSchema }),
  }),
  /**
   * One .xlsx (EXCEL_RULES: 10 MB) of up to 10,000 rows in the columns of EXCEL_USER_COLUMNS,
   * imported in one transaction with a report of every row.
   */
  'userExcel.ADD_USER': defineCommand({
    method: 'POST',
    path: '/boda/user/excel',
    command: 'ADD_USER',
    encoding: 'multipart',
    resource: { name: 'userExcel', kind: 'change', alsoChanges: ['user', 'group'] },
    access: USER_ADMIN_ACCESS,
    files: { field: 'uploadFile', rules: EXCEL_RULES },
    input: z.object({
      /** 0 or absent: no group. */
      groupIdx: flexInt.pipe(z.number().int().min(0)).default(0),
      userTypeCd: managedUserTypeSchema,
      duplicateMode: z.enum(['LATEST', 'SKIP']).default('LATEST'),
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ result: importReportSchema }),
  }),
  /** The company's running import (ADD_USER runs as a job): null when none runs. Polled by the import dialog. */
  'userExcel.IMPORT_PROGRESS': defineCommand({
    method: 'GET',
    path: '/boda/user/excel',
    command: 'IMPORT_PROGRESS',
    encoding: 'query',
    resource: { name: 'userExcel', kind: 'read' },
    access: USER_ADMIN_ACCESS,
    input: z.object({}),
    output: z.object({ result: importProgressSchema.nullable() }),
  }),
  'user.RESET_PROFILE': defineCommand({
    method: 'POST',
    path: '/boda/user/profile',
    command: 'RESET_PROFILE',
    encoding: 'form',
    resource: { name: 'user', kind: 'change' },
    access: { area: 'any' },
    input: z.object({ userIdx: idSchema }),
    output: z.object({ result: userSchema }),
  }),
} as const;

export const userDownloads = {
  /** The 200x200 PNG profile image (WB-404-102 when the user has none). */
  'user.DOWNLOAD_PROFILE': defineDownload({
    method: 'GET',
    path: '/boda/user/profile',
    command: 'DOWNLOAD_PROFILE',
    resource: { name: 'user', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ userIdx: idSchema }),
  }),
  /** The sample spreadsheet for ADD_USER. */
  'userExcel.SAMPLE_USER_ADD': defineDownload({
    method: 'GET',
    path: '/boda/user/excel',
    command: 'SAMPLE_USER_ADD',
    resource: { name: 'userExcel', kind: 'read' },
    access: USER_ADMIN_ACCESS,
    input: z.object({}),
  }),
} as const;
