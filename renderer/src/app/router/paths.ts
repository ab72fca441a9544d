/**
 * The one place that spells the app's addresses (the route map in routes.tsx, serviceRoutes.tsx and
 * manageRoutes.tsx declares the same segments). Nobody builds `/${companyId}/...` by hand: a route
 * rename changes this file and the route map, nothing else.
 *
 * A leaf module (no imports), so features, api/ and the shell may all use it without pulling a chunk.
 */

export type Area = 'service' | 'manage';
export type MessageBox = 'recv' | 'send';
export type TermsDocument = 'policy' | 'service' | 'marketing';

/** Sections under /{companyId} that the service tabs and the landing rule open. */
export type ServiceSection =
  'main' | 'room/list' | 'task/list' | 'note/list/submitted' | 'logMeet/list' | 'charges/list' | 'schedule' | 'notice/list';

/** Sections under /{companyId}/manage that the left menu and the license box open. */
export type ManageSection =
  | 'monitor/list'
  | 'log/logMeet/list'
  | 'log/joinLog/list'
  | 'log/recordLog/list'
  | 'statistic/open'
  | 'statistic/join/view'
  | 'statistic/join/account'
  | 'statistic/join/concurrent'
  | 'charges/list'
  | 'book/workbook/list'
  | 'task/list'
  | 'note/list'
  | 'room/list'
  | 'notice/list'
  | 'user/list'
  | 'group/list'
  | 'setting';

/**
 * History state of a link into another manage section's page (Textbooks opens the answer editor at
 * task/book): the left menu keeps the section the user came from, also after a reload.
 */
export interface ManageMenuState {
  menuSection: string;
}

export function manageMenuState(menuSection: string): ManageMenuState {
  return { menuSection };
}

type Query = Record<string, string | number>;

function withQuery(path: string, query: Query): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** /{companyId}: the company's login page, and the root of its signed-in routes. */
function company(companyId: string): string {
  return `/${encodeURIComponent(companyId)}`;
}

function service(companyId: string, section: ServiceSection): string {
  return `${company(companyId)}/${section}`;
}

function manage(companyId: string, section: ManageSection): string {
  return `${company(companyId)}/manage/${section}`;
}

/** The message boxes exist in both areas: /{companyId}[/manage]/message/{box}/... */
function messageBox(companyId: string, area: Area, box: MessageBox): string {
  return `${company(companyId)}${area === 'manage' ? '/manage' : ''}/message/${box}`;
}

export const paths = {
  landing: () => '/',
  /** The product FAQ (an /intro page), the help link when the company configured none. */
  helpFaq: () => '/intro/help/faq',
  terms: (document: TermsDocument) => `/terms/${document}`,
  /** The invite link's path (rooms share it with the origin in front). */
  invite: (companyCode: string, inviteCode: string) => `/invite/${encodeURIComponent(companyCode)}/${encodeURIComponent(inviteCode)}`,
  /** The company login page; also where a signed-out visitor of a company route lands. */
  companyHome: company,
  /** The company home when known, else the landing page. */
  companyHomeOrLanding: (companyId: string | null | undefined) => (companyId ? company(companyId) : '/'),
  service,
  serviceMain: (companyId: string) => service(companyId, 'main'),
  areaHome: (companyId: string, area: Area) => (area === 'manage' ? `${company(companyId)}/manage` : service(companyId, 'main')),
  roomList: (companyId: string) => service(companyId, 'room/list'),
  noticeList: (companyId: string) => service(companyId, 'notice/list'),
  /** The calendar of reserved classes (the spec names no route for it). */
  schedule: (companyId: string) => service(companyId, 'schedule'),
  /** meetCode 0: the room itself, not one of its past meetings. */
  roomView: (companyId: string, roomCode: string) => withQuery(`${company(companyId)}/room/view`, { roomCode, meetCode: 0 }),
  myInfo: (companyId: string, userIdx: number) => withQuery(`${company(companyId)}/user/myInfo`, { userIdx }),
  messageList: (companyId: string, area: Area, box: MessageBox) => `${messageBox(companyId, area, box)}/list`,
  manage,
  manageHome: (companyId: string) => `${company(companyId)}/manage`,
  manageRoomList: (companyId: string) => manage(companyId, 'room/list'),
  monitorList: (companyId: string) => manage(companyId, 'monitor/list'),
  /**
   * Moves between the list and view pages of one section, relative to the current route. For pages
   * mounted in both areas (the message boxes), where the absolute address depends on the area.
   */
  sibling: {
    list: () => '../list',
    view: (query: Query) => withQuery('../view', query),
    /** From a message box's list page to the other box's list. */
    otherBox: (box: MessageBox) => `../../${box}/list`,
  },
} as const;
