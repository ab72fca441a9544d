import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { paths, type ManageSection, type ServiceSection } from './paths';
import { routes } from './routes';

const serviceSections: ServiceSection[] = [
  'main',
  'room/list',
  'task/list',
  'note/list/submitted',
  'logMeet/list',
  'charges/list',
  'schedule',
];
const manageSections: ManageSection[] = [
  'monitor/list',
  'log/logMeet/list',
  'log/joinLog/list',
  'statistic/open',
  'statistic/join/view',
  'statistic/join/account',
  'statistic/join/concurrent',
  'charges/list',
  'book/workbook/list',
  'task/list',
  'note/list',
  'room/list',
  'notice/list',
  'user/list',
  'group/list',
];

/** The deepest route a path lands on; '*' means the route map does not know it. */
function landing(path: string): string | undefined {
  const matches = matchRoutes(routes, path.split('?')[0]) ?? [];
  return matches.at(-1)?.route.path;
}

describe('paths', () => {
  it('encodes the company and query values', () => {
    expect(paths.companyHome('a b/c')).toBe('/a%20b%2Fc');
    expect(paths.roomView('demo', 'R&1')).toBe('/demo/room/view?roomCode=R%261&meetCode=0');
    expect(paths.myInfo('demo', 7)).toBe('/demo/user/myInfo?userIdx=7');
    expect(paths.messageList('demo', 'manage', 'recv')).toBe('/demo/manage/message/recv/list');
    expect(paths.messageList('demo', 'service', 'send')).toBe('/demo/message/send/list');
    expect(paths.companyHomeOrLanding(undefined)).toBe('/');
    expect(paths.sibling.view({ roomCode: 'R 1', meetCode: '3' })).toBe('../view?roomCode=R%201&meetCode=3');
    expect(paths.invite('ACME', 'x/y')).toBe('/invite/ACME/x%2Fy');
  });

  it('builds only addresses the route map knows (a renamed route fails here, not in the field)', () => {
    const built = [
      paths.landing(),
      paths.helpFaq(),
      paths.terms('policy'),
      paths.terms('service'),
      paths.terms('marketing'),
      paths.invite('ACME', 'CODE'),
      paths.companyHome('demo'),
      paths.areaHome('demo', 'service'),
      paths.areaHome('demo', 'manage'),
      paths.roomList('demo'),
      paths.roomView('demo', 'R1'),
      paths.myInfo('demo', 1),
      paths.messageList('demo', 'service', 'recv'),
      paths.messageList('demo', 'manage', 'send'),
      paths.manageHome('demo'),
      paths.manageRoomList('demo'),
      paths.monitorList('demo'),
      ...serviceSections.map((section) => paths.service('demo', section)),
      ...manageSections.map((section) => paths.manage('demo', section)),
    ];
    for (const path of built) expect({ path, route: landing(path) }).not.toEqual({ path, route: '*' });
    expect(landing('/demo/no/such/page')).toBe('*');
  });
});
