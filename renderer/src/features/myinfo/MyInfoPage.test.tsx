import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

function setup(renamed = 'Kim ****') {
  const me = makeUser({ userIdx: 9, userId: 'student1', userName: 'Kim Student', userTypeCd: 12 });
  mockApi({
    'user.GET_ME': () => ({ result: me }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'user.GET': (input) => {
      if (input.userIdx !== 9) throw new ApiError('WB-403-102', 403);
      return { result: me };
    },
    'user.MODIFY_NAME': () => ({ result: { ...me, userName: renamed } }),
  });
  signIn({ user: me });
}

describe('MyInfoPage', () => {
  it('warns and returns to main without userIdx', async () => {
    setup();
    const { router } = renderApp('/demo/user/myInfo');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/demo/user/myInfo'));
    expect(router.state.location.pathname.startsWith('/demo/')).toBe(true);
  });

  it('changes the name after a confirmation and shows the filtered result', async () => {
    setup();
    renderApp('/demo/user/myInfo?userIdx=9');
    const input = await screen.findByTestId('myinfo-name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Kim shit');
    await userEvent.click(screen.getByTestId('myinfo-name-save'));
    expect(await screen.findByTestId('name-confirm-message')).toHaveTextContent('Change your name to Kim shit?');
    await userEvent.click(screen.getByTestId('name-confirm-confirm'));
    expect(await screen.findByText('The name was changed to Kim **** (prohibited words are hidden).')).toBeInTheDocument();
  });

  it('refuses someone else’s info with the no-permission popup', async () => {
    setup();
    renderApp('/demo/user/myInfo?userIdx=42');
    expect(await screen.findByTestId('error-popup')).toBeInTheDocument();
  });
});
