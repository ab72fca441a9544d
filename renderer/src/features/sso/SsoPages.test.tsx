import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { bodaSetting, demoCfg, demoCompany, makeToken, makeUser, mockApi } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { rememberStartedState } from './startedStates';

const login = { token: makeToken(), rememberToken: null, user: makeUser(), company: demoCompany, cfg: demoCfg, bodaSetting };

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** What the tab notes when it leaves for the provider (SsoEntryPage, startedStates.ts). */
function started(state: string) {
  rememberStartedState(`https://idp.example/authorize?state=${state}`);
}

describe('SSO entry and return pages', () => {
  it("refuses a provider answer whose state this tab did not start (someone else's link) without asking the server", async () => {
    const calls: unknown[] = [];
    mockApi({
      'login.SIGN_IN_GNE': (input) => {
        calls.push(input);
        return { result: { authorizeUrl: null, login } };
      },
    });
    started('mine');
    const { router } = renderApp('/sso/gne?code=stolen&state=theirs');
    expect(await screen.findByTestId('sso-error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sso/return');
    expect(calls).toEqual([]);
    expect(useSession.getState().user).toBeNull();
  });

  it('finishes a provider answer once, signs in and goes to main', async () => {
    const calls: unknown[] = [];
    mockApi({
      'login.SIGN_IN_GNE': (input) => {
        calls.push(input);
        return { result: { authorizeUrl: null, login } };
      },
    });
    started('s1');
    const { router } = renderApp('/sso/gne?code=abc&state=s1&iss=https%3A%2F%2Fidp');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/demo\//));
    expect(calls).toEqual([{ code: 'abc', state: 's1', iss: 'https://idp', error: undefined }]);
    expect(useSession.getState().user?.userId).toBe(login.user.userId);
  });

  it("sends a refusal to the return page, which says 'user information not found' and goes home", async () => {
    mockApi({
      'login.SIGN_IN_GNE': () => {
        throw new ApiError('WB-400-701', 400);
      },
    });
    started('s2');
    const { router } = renderApp('/sso/gne?code=abc&state=s2');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent('User information not found');
    expect(router.state.location.search).toContain('errorCode=WB-400-701');
    expect(screen.getByTestId('sso-error-code')).toHaveTextContent('WB-400-701');
    await userEvent.click(screen.getByTestId('sso-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an institution whose sign-in is not set up is headed by that reason, not by a missing user', async () => {
    mockApi({
      'login.SIGN_IN_GNE': () => {
        throw new ApiError('WB-400-703', 400);
      },
    });
    const { router } = renderApp('/sso/gne');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Signing in through this provider is not set up.');
    expect(router.state.location.search).toContain('errorCode=WB-400-703');
    expect(screen.getByTestId('sso-error')).not.toHaveTextContent('User information not found');
    expect(screen.getByTestId('sso-error-code')).toHaveTextContent('WB-400-703');
  });

  it('goes home with the result for NO_AUTH and LOGOUT, and to the entry page for a login request', async () => {
    mockApi({});
    const noAuth = renderApp('/sso/return?result=NO_AUTH');
    await waitFor(() => expect(`${noAuth.router.state.location.pathname}${noAuth.router.state.location.search}`).toBe('/?result=NO_AUTH'));
    noAuth.unmount();
    const request = renderApp('/sso/return?result=LOGIN_REQUEST&provider=dachaeum&companyId=demo');
    mockApi({ 'login.SIGN_IN_DACHAEUM': () => new Promise(() => {}) });
    await waitFor(() => expect(request.router.state.location.pathname).toBe('/sso/dachaeum'));
    expect(request.router.state.location.search).toBe('?companyId=demo');
  });

  it('OAuth login page: asks for the company provider of accountOwnerTypeCd, then finishes at /oauth and signs in', async () => {
    const calls: unknown[] = [];
    mockApi({
      'login.SIGN_IN_OAUTH': (input) => {
        calls.push(input);
        // The start is left pending: answering it would leave for the provider.
        return new Promise(() => {});
      },
    });
    const startPage = renderApp('/demo/oauth?accountOwnerTypeCd=2');
    expect(await screen.findByTestId('sso-entry')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ companyId: 'demo', accountOwnerTypeCd: 2 }]));
    startPage.unmount();

    mockApi({ 'login.SIGN_IN_OAUTH': () => ({ result: { authorizeUrl: null, login } }) });
    started('o1');
    const { router } = renderApp('/oauth?code=c1&state=o1&requireAuth=true');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/demo\//));
    expect(useSession.getState().user?.userId).toBe(login.user.userId);
  });

  it("OAuth login page: an unknown account shows 'user information not found' with a home button", async () => {
    mockApi({
      'login.SIGN_IN_OAUTH': () => {
        throw new ApiError('WB-400-701', 400);
      },
    });
    started('o2');
    const { router } = renderApp('/oauth?code=c2&state=o2');
    expect(await screen.findByTestId('sso-error')).toHaveTextContent('User information not found');
    await userEvent.click(screen.getByTestId('sso-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
