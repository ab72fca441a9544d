import { vi } from 'vitest';
import {
  NO_MEET,
  type BodaSetting,
  type CommandData,
  type CommandInput,
  type CommandName,
  type Company,
  type RawConfig,
  type Room,
  type Token,
  type User,
} from '@boda/contract';
import { readCompanyConfig } from '@boda/contract/config';
import { api } from '../api';
import { ApiError } from '../api/errors';
import { useSession } from '../api/session';

export const demoCompany: Company = { companyId: 'demo', companyCode: 'DEMO', companyName: 'Demo Academy', edition: 'education' };

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userIdx: 7,
    userId: 'teacher1',
    userName: 'Kim Teacher',
    userTypeCd: 11,
    userRoleCd: 'USER',
    accountOwnerTypeCd: 1,
    companyId: 'demo',
    companyCode: 'DEMO',
    language: 'en',
    userStatusCd: 1,
    locked: false,
    email: null,
    phone: null,
    phone2: null,
    groupIdx: null,
    fileIdx: null,
    regDatetime: '2024-01-01T00:00:00Z',
    modDatetime: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

export const bodaSetting: BodaSetting = {
  configVersion: 1,
  license: { licenseTypeCd: 0, licenseCount: 100, licenseUsage: 12, expireDate: null },
  serverTime: '2024-01-01T00:00:00Z',
};

/** Operators (5) and teachers (11) may manage; students (12) may not. Flags 1-6 on, room category 3 on. */
export const demoCfg: RawConfig = {
  SYSTEM_EMERGENCY_MODE: '0',
  WEB_FUNC_USE: '1,0,1,1,1,1',
  WEB_ROOM_CATEGORY_1: '1',
  WEB_ROOM_CATEGORY_3: '1',
  WEB_USER_TYPE_AUTH: '5,4096|11,4096',
  WEB_FRONT_HELP_SITE: 'https://help.example.com',
  WEB_FRONT_LOGIN_DISPLAY: 'login',
};

/** A regular room with no live meeting, owned by the signed-in teacher of `makeUser`. */
export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    roomIdx: 1,
    roomCode: 'RROOM1',
    roomTitle: 'Math A',
    roomDesc: '',
    roomCategoryCd: 2,
    roomStatusCd: 1,
    anyoneOpen: false,
    inviteCode: '123456789',
    passwordRequired: false,
    showDatetime: '2024-01-01T00:00:00.000Z',
    showEndDatetime: '9999-12-31T23:59:59.000Z',
    templateIdx: 1,
    template: { templateIdx: 1, templateName: 'Regular class', description: '', roomCategoryCd: 2, optionString: '' },
    ownerUserIdx: 7,
    ownerUser: { userIdx: 7, userName: 'Kim Teacher', fileIdx: null },
    regDatetime: '2024-01-01T00:00:00.000Z',
    meet: NO_MEET,
    isOwner: true,
    roomUserList: [],
    ...overrides,
  };
}

export function makeToken(companyId = 'demo', access = 'access-1'): Token {
  return { access_token: access, refresh_token: `${access}-refresh`, token_type: 'Bearer', expires_in: 900, companyId };
}

export function signIn(options: { user?: Partial<User>; cfg?: RawConfig; company?: Company } = {}): void {
  const cfg = { ...demoCfg, ...options.cfg };
  const company = options.company ?? demoCompany;
  useSession.setState({
    hydrated: true,
    token: makeToken(company.companyId),
    rememberToken: null,
    user: makeUser({ companyId: company.companyId, ...options.user }),
    company,
    cfg,
    config: readCompanyConfig(cfg),
    bodaSetting,
  });
}

export function signOut(): void {
  useSession.setState({
    hydrated: true,
    token: null,
    rememberToken: null,
    user: null,
    company: null,
    cfg: null,
    config: null,
    bodaSetting: null,
  });
}

type Handlers = { [N in CommandName]?: (input: CommandInput<N>) => CommandData<N> | Promise<CommandData<N>> };

/** Replaces api.send; commands without a handler fail like an unknown resource. */
export function mockApi(handlers: Handlers) {
  const impl = async (name: CommandName, input: unknown): Promise<unknown> => {
    const handler = handlers[name] as ((i: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError('WB-404-001', 404);
    return handler(input);
  };
  return vi.spyOn(api, 'send').mockImplementation(impl as typeof api.send);
}
