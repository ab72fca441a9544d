import { AppType, CLASSROOM_PAGE_PATH, type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { webClassClientUrl } from '../../config/env';
import { type Harness, startHarness } from '../../test/harness';
import { clientJoin, joinData, otherCompany, token } from '../../test/rooms';
import { execOf } from '../../test/ticket';

const WEB = 'https://web-class.example/join';

async function openJoin(h: Harness, who: LoginResult, roomTitle: string) {
  return joinData(await h.send('roomJoin.OPEN', { roomTitle }, token(who)));
}

describe('webJoinUrl without WEB_CLASS_CLIENT_URL: the built-in classroom', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ publicOrigin: 'https://school.example' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('names our own classroom page with the ticket in the fragment when the company allows web', async () => {
    const joined = await openJoin(h, await h.login(DEMO.users.teacher), 'our web classroom');
    expect(joined.joinTicket).not.toBe('');
    expect(joined.webJoinUrl).toBe(`https://school.example${CLASSROOM_PAGE_PATH}#ticket=${joined.joinTicket}`);
  });

  it("shows the class in the language the joiner sees (the app's Accept-Language), else the user's stored one", async () => {
    const teacher = await h.login(DEMO.users.teacher);
    const korean = { headers: { 'accept-language': 'ko' } };
    // teacher1's stored language is English; the app on screen is Korean.
    const opened = joinData(await h.send('roomJoin.OPEN', { roomTitle: 'in Korean' }, { ...token(teacher), ...korean }));
    expect(execOf(opened).language).toBe('ko');
    /** The language of the same class joined again, with this Accept-Language (none: undefined). */
    const joinedIn = async (acceptLanguage?: string) => {
      const headers: Record<string, string> = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
      const { roomCode, meetCode } = opened.result;
      return execOf(joinData(await h.send('roomJoin.JOIN', { roomCode, meetCode }, { ...token(teacher), headers }))).language;
    };
    expect(await joinedIn('fr-FR, ko-KR;q=0.8, en;q=0.5')).toBe('ko');
    // A guest on the invite page: a new user, stored as English, who reads Korean.
    const guest = joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId, userName: '손님' }, korean),
    );
    expect(execOf(guest).language).toBe('ko');
    // No language named, or none we have: the stored one.
    expect(await joinedIn()).toBe('en');
    expect(await joinedIn('fr-FR,fr;q=0.9')).toBe('en');
  });

  it('is null for an app-only company', async () => {
    const { teacher } = await otherCompany(h, 'app-only-own', { clientSetting: AppType.APP });
    expect((await openJoin(h, teacher, 'app only')).webJoinUrl).toBeNull();
  });

  it('is null for a monitoring join (monitoring runs only in the native client)', async () => {
    const teacher = await h.login(DEMO.users.teacher);
    const opened = await openJoin(h, teacher, 'watched on the web');
    const attendee = await clientJoin(h, opened);
    expect((await h.send('classClient.START', { attendeeToken: attendee })).status).toBe(200);
    const operator = await h.login(DEMO.users.operator);
    const watched = joinData(
      await h.send('monitor.JOIN', { roomCode: opened.result.roomCode, meetCode: opened.result.meetCode }, token(operator, 'MANAGE')),
    );
    expect(watched.result.mode).toBe('monitor');
    expect(watched.webJoinUrl).toBeNull();
  });
});

describe('webJoinUrl with WEB_CLASS_CLIENT_URL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ webClassClientUrl: WEB });
  });
  afterAll(async () => {
    await h.close();
  });

  it('carries the same ticket in the fragment when the company allows app plus web', async () => {
    const teacher = await h.login(DEMO.users.teacher);
    const opened = await openJoin(h, teacher, 'web and app');
    expect(opened.webJoinUrl).toBe(`${WEB}#ticket=${opened.joinTicket}`);
    // Every join command answers it: the room join of the same class too.
    const again = joinData(
      await h.send('roomJoin.JOIN', { roomCode: opened.result.roomCode, meetCode: opened.result.meetCode }, token(teacher)),
    );
    expect(again.webJoinUrl).toBe(`${WEB}#ticket=${again.joinTicket}`);
    const invited = joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId, userName: 'guest' }),
    );
    expect(invited.webJoinUrl).toBe(`${WEB}#ticket=${invited.joinTicket}`);
  });

  it('carries it for a web-only company', async () => {
    const { teacher } = await otherCompany(h, 'web-only-academy', { clientSetting: AppType.WEB });
    const opened = await openJoin(h, teacher, 'web only');
    expect(opened.webJoinUrl).toBe(`${WEB}#ticket=${opened.joinTicket}`);
  });

  it('is null for an app-only company', async () => {
    const { teacher } = await otherCompany(h, 'app-only-academy', { clientSetting: AppType.APP });
    const opened = await openJoin(h, teacher, 'app only');
    expect(opened.joinTicket).not.toBe('');
    expect(opened.webJoinUrl).toBeNull();
  });
});

describe('WEB_CLASS_CLIENT_URL', () => {
  it('accepts https and loopback http, nothing else', () => {
    expect(webClassClientUrl(undefined)).toBeNull();
    expect(webClassClientUrl('https://web-class.example')).toBe('https://web-class.example/');
    expect(webClassClientUrl('http://127.0.0.1:5000/class')).toBe('http://127.0.0.1:5000/class');
    for (const bad of [
      'http://web-class.example',
      'https://u:p@web-class.example',
      'https://web-class.example/#x',
      'javascript:alert(1)',
      'nope',
    ]) {
      expect(() => webClassClientUrl(bad)).toThrow(/WEB_CLASS_CLIENT_URL/);
    }
  });
});
