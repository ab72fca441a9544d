import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Message, type MessageSummary, toPage } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { replyDraft } from './replyDraft';

const summary = (over: Partial<MessageSummary>): MessageSummary => ({
  messageIdx: 1,
  title: 'Homework',
  regUserIdx: 7,
  regUserName: 'Teacher Park',
  sendDatetime: '2024-03-05T01:02:00Z',
  readDatetime: null,
  firstReceiverName: null,
  receiverCount: 1,
  fileCount: 0,
  ...over,
});

const message: Message = {
  messageIdx: 5,
  title: 'Homework week 1',
  contents: '<p>Read <b>chapter 2</b></p><img src="x" onerror="alert(1)">',
  regUserIdx: 7,
  regUserName: 'Teacher Park',
  regDatetime: '2024-03-05T01:02:00Z',
  sendDatetime: '2024-03-05T01:02:00Z',
  messageStatusCd: 1,
  receiverList: [{ receiverIdx: 9, receiverName: 'Student Han', readDatetime: '2024-03-05T02:00:00Z' }],
  fileList: [{ fileIdx: 3, orgFileName: 'guide.pdf', fileSize: 10 }],
};

function setup(newCount = 2) {
  const calls: string[] = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 9, userTypeCd: 12 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => {
      calls.push('EXIST_NEW');
      return { result: { exists: newCount > 0, count: newCount } };
    },
    'message.recv.LIST': () => ({
      resultPage: toPage(
        [summary({ messageIdx: 1 }), summary({ messageIdx: 2, title: 'Old', readDatetime: '2024-03-01T00:00:00Z' })],
        1,
        10,
        2,
      ),
    }),
    'message.send.LIST': () => ({
      resultPage: toPage([summary({ messageIdx: 3, firstReceiverName: 'Student Han', receiverCount: 3 })], 1, 10, 1),
    }),
    'message.recv.GET': () => {
      calls.push('recv.GET');
      return { result: message };
    },
  });
  signIn({ user: { userIdx: 9, userTypeCd: 12 } });
  return calls;
}

describe('messages', () => {
  it('lists received messages with unread ones bold and the header indicator on', async () => {
    setup();
    renderApp('/demo/message/recv/list');
    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(await screen.findByTestId('message-indicator-badge')).toHaveTextContent('2');
  });

  it('shows the first receiver and the count in the sent box, and asks before removing sent messages', async () => {
    setup();
    renderApp('/demo/message/send/list');
    const [row] = await screen.findAllByTestId('message-row');
    expect(row).toHaveTextContent('Student Han and 2 others');
    await userEvent.click(screen.getByTestId('message-remove'));
    expect(await screen.findByText('Select messages to remove.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('message-remove'));
    expect(await screen.findByTestId('message-remove-confirm-message')).toHaveTextContent('This cannot be cancelled.');
  });

  it('views a received message (sanitized) and the reply is prefilled', async () => {
    const calls = setup();
    renderApp('/demo/message/recv/view?messageIdx=5');
    const contents = await screen.findByTestId('message-view-contents');
    expect(contents.innerHTML).toContain('<b>chapter 2</b>');
    expect(contents.innerHTML).not.toContain('onerror');
    expect(calls).toContain('recv.GET');
    await waitFor(() => expect(calls.filter((c) => c === 'EXIST_NEW').length).toBeGreaterThanOrEqual(2));
    await userEvent.click(screen.getByTestId('message-view-reply'));
    const compose = await screen.findByTestId('compose-dialog');
    expect(within(compose).getByTestId('compose-title')).toHaveValue('RE : Homework week 1');
    expect(
      within(compose)
        .getAllByTestId('compose-receiver')
        .map((r) => r.textContent),
    ).toEqual(['Teacher Park']);
    expect(within(compose).getByTestId('compose-send')).toBeEnabled();
  });

  it('goes back to the list when messageIdx is missing', async () => {
    setup();
    const { router } = renderApp('/demo/message/recv/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/message/recv/list'));
  });

  it('keeps the indicator off in emergency mode', async () => {
    const calls = setup();
    signIn({ user: { userIdx: 9, userTypeCd: 12 }, cfg: { SYSTEM_EMERGENCY_MODE: '1' } });
    renderApp('/demo/room/list');
    expect(await screen.findByTestId('message-indicator')).toHaveAttribute('data-new', 'false');
    expect(calls).not.toContain('EXIST_NEW');
  });

  it('a reply title gets the prefix once and quotes the original', () => {
    const draft = replyDraft({ ...message, title: 'RE : Homework' }, 'On <time>, Teacher wrote:');
    expect(draft.title).toBe('RE : Homework');
    expect(draft.contents).toContain('<blockquote><p>Read');
    expect(draft.contents).toContain('On &lt;time&gt;, Teacher wrote:');
  });

  it('an empty inbox says there are no messages yet, and a search without matches says so', async () => {
    mockApi({
      'user.GET_ME': () => ({ result: makeUser({ userIdx: 9, userTypeCd: 12 }) }),
      'company.loginInfo': () => ({
        result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
      }),
      'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
      'message.recv.LIST': () => ({ resultPage: toPage([], 1, 10, 0) }),
    });
    signIn({ user: { userIdx: 9, userTypeCd: 12 } });
    const { unmount } = renderApp('/demo/message/recv/list');
    expect(await screen.findByTestId('message-table-empty')).toHaveTextContent('No messages received yet.');
    unmount();
    renderApp('/demo/message/recv/list?searchKeyword=zebra');
    expect(await screen.findByTestId('message-table-empty')).toHaveTextContent('Nothing matches your search.');
  });
});
