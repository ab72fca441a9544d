import { type CommandInput, type JoinResult, NO_LIMIT_END, RoomCategory, type Room, UserType } from '@boda/contract';
import { expect } from 'vitest';
import type { CompanyConfig } from '@boda/contract/config';
import { defaultRawConfig } from '../config/defaults';
import { DEMO } from '../seed/demo';
import { createCompanyWithOperator } from '../resources/company';
import type { Harness, SendOptions } from './harness';
import { execOf } from './ticket';

/* Helpers for the rooms, meetings and class-client tests. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export function token(login: { token: { access_token: string } }, serviceType: 'SERVICE' | 'MANAGE' = 'SERVICE'): SendOptions {
  return { token: login.token.access_token, serviceType };
}

/** A reserved room through the API (the caller needs room-register), default: anyone first, today .. no limit. */
export async function addReservedRoom(
  h: Harness,
  as: SendOptions,
  room: Partial<CommandInput<'room.ADD'>['room']> = {},
  roomUserList?: number[],
): Promise<Room> {
  const templates = await h.send('roomTemplate.LIST', { roomCategoryCd: RoomCategory.RESERVED }, as);
  const templateIdx = templates.body.data?.resultList[0]?.templateIdx;
  const now = h.clock.now();
  const reply = await h.send(
    'room.ADD',
    {
      room: {
        roomTitle: 'Algebra',
        roomCategoryCd: RoomCategory.RESERVED,
        templateIdx,
        showDatetime: new Date(now.getTime() - 60_000).toISOString(),
        showEndDatetime: NO_LIMIT_END,
        anyoneOpen: true,
        ...room,
      },
      ...(roomUserList ? { roomUserList } : {}),
    },
    as,
  );
  expect(reply.status, reply.raw).toBe(200);
  const created = reply.body.data?.result;
  if (!created) throw new Error(reply.raw);
  return created;
}

export { execOf } from './ticket';

/** The class client's JOIN with the ticket's one-time join token; returns the attendee token. */
export async function clientJoin(h: Harness, result: JoinResult): Promise<string> {
  const reply = await h.send('classClient.JOIN', { joinToken: execOf(result).join.joinToken });
  expect(reply.status, reply.raw).toBe(200);
  const attendee = reply.body.data?.result.attendeeToken;
  if (!attendee) throw new Error(reply.raw);
  return attendee;
}

export function joinData(reply: { status: number; raw: string; body: { data: JoinResult | null } }): JoinResult {
  expect(reply.status, reply.raw).toBe(200);
  if (!reply.body.data) throw new Error(reply.raw);
  return reply.body.data;
}

/** A second company with its own operator, teacher and student (all with the demo password). */
export async function otherCompany(h: Harness, companyId: string, config: Partial<CompanyConfig> = {}) {
  const { company } = await createCompanyWithOperator(h.db, {
    companyId,
    companyName: `Company ${companyId}`,
    config: defaultRawConfig(config),
    operator: { userId: 'operator', password: DEMO.password },
  });
  await h.addUser({ companyIdx: company.companyIdx, userId: 'teacher', userTypeCd: UserType.TEACHER });
  await h.addUser({ companyIdx: company.companyIdx, userId: 'student', userTypeCd: UserType.STUDENT });
  const [operator, teacher, student] = await Promise.all(['operator', 'teacher', 'student'].map((id) => h.login(id, { companyId })));
  return { company, operator, teacher, student };
}
