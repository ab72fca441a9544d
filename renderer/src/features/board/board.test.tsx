import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BoardPost, type BoardPostSummary, StorageKey, toPage } from '@boda/contract';
import { platform } from '../../platform';
import { applyLogin } from '../../api/session';
import { bodaSetting, demoCfg, demoCompany, makeToken, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { hiddenNotices, hideNotice } from './noticeHide';
import { periodBounds, periodProblem } from './period';

const summary = (over: Partial<BoardPostSummary>): BoardPostSummary => ({
  boardIdx: 1,
  postIdx: 1,
  title: 'Holiday',
  publishStartDatetime: null,
  publishEndDatetime: null,
  regUserIdx: 7,
  regUserName: 'Teacher Park',
  regDatetime: '2024-03-05T01:02:00Z',
  readCount: 3,
  postRead: true,
  mine: false,
  fileCount: 0,
  ...over,
});

const post = (over: Partial<BoardPost>): BoardPost => ({
  ...summary({}),
  content: '<p>Closed on <b>Monday</b></p><img src="x" onerror="alert(1)">',
  fileList: [],
  ...over,
});

function setup(userTypeCd: number, handlers: Record<string, (input: never) => unknown> = {}) {
  const calls: Array<[string, unknown]> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 9, userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'board.GET': (input: { boardKindCd: number }) => ({
      result: { boardIdx: input.boardKindCd, boardKindCd: input.boardKindCd, publishUse: input.boardKindCd === 1 },
    }),
    'board.post.LIST_PUBLISH': () => ({ resultList: [] }),
    'board.post.LIST': (input: unknown) => {
      calls.push(['LIST', input]);
      return {
        resultPage: toPage([summary({ postIdx: 2, title: 'New one', postRead: false, fileCount: 2 }), summary({ postIdx: 1 })], 1, 10, 2),
      };
    },
    ...handlers,
  } as Parameters<typeof mockApi>[0]);
  signIn({ user: { userIdx: 9, userTypeCd } });
  return calls;
}

afterEach(() => {
  platform.storage.remove(StorageKey.NOTICE_HIDE);
  platform.storage.remove(StorageKey.NOTICE_SHOWN);
  vi.useRealTimers();
});

describe('board pages', () => {
  it('lists posts with an unread marker and attachment icon; students get no write button', async () => {
    const calls = setup(12);
    renderApp('/demo/board/list?searchKeyword=plan');
    const rows = await screen.findAllByTestId('board-row');
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]).toHaveTextContent('New');
    expect(screen.getAllByLabelText('Attachments')).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({ boardKindCd: 3, searchKeyword: 'plan', page: 1 });
    expect(screen.queryByTestId('board-register')).toBeNull();
  });

  it('teachers write on the board', async () => {
    setup(11);
    renderApp('/demo/board/list');
    expect(await screen.findByTestId('board-register')).toBeInTheDocument();
  });

  it('switches between notices and the board with its tabs', async () => {
    setup(12);
    const { router } = renderApp('/demo/notice/list');
    await screen.findAllByTestId('board-row');
    await userEvent.click(screen.getByTestId('board-section-board'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/board/list'));
    await waitFor(() => expect(screen.getByTestId('board-list-page')).toHaveAttribute('data-section', 'board'));
    expect(screen.getByTestId('board-section-board')).toHaveAttribute('aria-selected', 'true');
  });

  it('teachers cannot write notices in the service area', async () => {
    setup(11);
    renderApp('/demo/notice/list');
    await screen.findAllByTestId('board-row');
    expect(screen.queryByTestId('board-register')).toBeNull();
  });

  it('a missing post shows the empty notice message and goes back to the list', async () => {
    setup(12);
    renderApp('/demo/notice/view?postIdx=99&publishUse=1');
    expect(await screen.findByText('The notice is empty or no longer available.')).toBeInTheDocument();
    expect(await screen.findByTestId('board-list-page')).toBeInTheDocument();
  });

  it('shows a post sanitized, with edit and remove only for the author', async () => {
    setup(11, { 'board.post.GET': () => ({ result: post({ postIdx: 4, title: 'Lesson plan', mine: true }) }) });
    renderApp('/demo/board/view?postIdx=4&publishUse=0');
    expect(await screen.findByTestId('board-view-title')).toHaveTextContent('Lesson plan');
    expect((await screen.findByTestId('board-view-content')).innerHTML).not.toMatch(/onerror/);
    expect(await screen.findByTestId('board-view-edit')).toBeInTheDocument();
  });

  it('offers no edit or remove to other teachers', async () => {
    setup(11, { 'board.post.GET': () => ({ result: post({ postIdx: 4, title: 'Lesson plan', mine: false }) }) });
    renderApp('/demo/board/view?postIdx=4&publishUse=0');
    await screen.findByTestId('board-view-title');
    expect(screen.queryByTestId('board-view-edit')).toBeNull();
    expect(screen.queryByTestId('board-view-remove')).toBeNull();
  });

  it('the pop-up shows unread notices; "do not show again" keeps a notice away until its end', async () => {
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
    setup(12, {
      'board.post.LIST_PUBLISH': () => ({
        resultList: [post({ postIdx: 8, title: 'Exam week', publishEndDatetime: end }), post({ postIdx: 7, title: 'Holiday' })],
      }),
    });
    const first = renderApp('/demo/board/list');
    expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('Exam week');
    await userEvent.click(screen.getByLabelText('Do not show again'));
    await userEvent.click(screen.getByTestId('notice-popup-close'));
    expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('Holiday');
    await userEvent.click(screen.getByTestId('notice-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('notice-popup')).toBeNull());
    expect(JSON.parse(platform.storage.get(StorageKey.NOTICE_HIDE) ?? '{}')).toEqual({ 8: end });

    // A reload, or another tab (no session storage shared), of the same sign-in keeps the shown notice away.
    first.unmount();
    sessionStorage.clear();
    const second = renderApp('/demo/board/list');
    await screen.findByTestId('board-list-page');
    // Past the pop-up's own delay (1.5 s without requestIdleCallback), so its absence means something.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    second.unmount();
    // The next sign-in shows it again.
    applyLogin({
      token: makeToken(),
      rememberToken: null,
      user: makeUser({ userTypeCd: 12 }),
      company: demoCompany,
      cfg: demoCfg,
      bodaSetting,
    });
    const third = renderApp('/demo/board/list');
    expect(await screen.findByTestId('notice-popup-title')).toHaveTextContent('Holiday');
    third.unmount();
  });
});

describe('notice hide storage', () => {
  it('keeps entries until their end and purges expired ones on load', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    hideNotice(1, '2026-05-03T14:59:59Z', now);
    hideNotice(2, '2026-04-30T14:59:59Z', now);
    expect([...hiddenNotices(now)]).toEqual([1]);
    expect(Object.keys(JSON.parse(platform.storage.get(StorageKey.NOTICE_HIDE) ?? '{}'))).toEqual(['1']);
    expect(hiddenNotices(new Date('2026-05-04T00:00:00Z')).size).toBe(0);
  });

  it('survives garbage in storage', () => {
    platform.storage.set(StorageKey.NOTICE_HIDE, 'not json');
    expect(hiddenNotices().size).toBe(0);
  });
});

describe('publishing period', () => {
  it('defaults to today..+7 days and allows today..one year', () => {
    const b = periodBounds(new Date(2026, 0, 30, 23, 30));
    expect(b).toEqual({ start: '2026-01-30', end: '2026-02-06', min: '2026-01-30', max: '2027-01-30' });
    expect(periodProblem(b.start, b.end, b.min, b.max)).toBeNull();
    expect(periodProblem('', b.end, b.min, b.max)).toBe('required');
    expect(periodProblem('2026-02-07', '2026-02-06', b.min, b.max)).toBe('order');
    expect(periodProblem('2026-01-29', b.end, b.min, b.max)).toBe('range');
    expect(periodProblem(b.start, '2027-01-31', b.min, b.max)).toBe('range');
  });
});
