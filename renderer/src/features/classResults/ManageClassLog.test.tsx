import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, LogMeetSearchType, toPage } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

function setup() {
  const lists: Array<CommandInput<'logMeet.LIST'>> = [];
  const joins: Array<CommandInput<'userJoin.LIST'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'logMeet.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage([], 1, 30, 0) };
    },
    'userJoin.LIST': (input) => {
      joins.push(input);
      return { resultPage: toPage([], 1, 30, 0) };
    },
  });
  signIn({ user: { userTypeCd: 5 } });
  return { lists, joins };
}

describe('manage class log', () => {
  it('searches the company log by the field, match and page size in the address', async () => {
    const { lists } = setup();
    renderApp('/demo/manage/log/logMeet/list?searchFilter=userId&searchMatch=false&size=10&searchKeyword=teacher1');
    expect(await screen.findByTestId('manage-class-log-page')).toBeInTheDocument();
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        searchType: LogMeetSearchType.COMPANY,
        searchFilter: 'userId',
        searchKeyword: 'teacher1',
        searchMatch: false,
        size: 10,
      }),
    );
  });

  it('searches whole fields once partial match is unticked', async () => {
    const { lists } = setup();
    const { router } = renderApp('/demo/manage/log/logMeet/list');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Partial match' }));
    await waitFor(() => expect(router.state.location.search).toContain('searchMatch=false'));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ searchMatch: false }));
  });

  it('says the class history is empty and goes back to the list without a meetCode', async () => {
    setup();
    const { router } = renderApp('/demo/manage/log/logMeet/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/logMeet/list'));
    expect(await screen.findByText('Empty class history.')).toBeInTheDocument();
  });

  it('lists the join history of a day given by the statistics link', async () => {
    const { joins } = setup();
    renderApp('/demo/manage/log/joinLog/list?from=2024-03-06&to=2024-03-06');
    expect(await screen.findByTestId('join-history-page')).toBeInTheDocument();
    await waitFor(() => expect(joins.length).toBeGreaterThan(0));
    const sent = joins.at(-1)!;
    expect(new Date(sent.searchEndDate!).getTime() - new Date(sent.searchStartDate!).getTime()).toBe(86_400_000 - 1);
  });
});
