import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi } from '../../test/fixtures';
import { SITE } from './content/site';
import { DemoMailForm } from './DemoMailForm';

const T = SITE.trial.mail;

function renderForm() {
  render(
    <AppProviders client={createQueryClient()}>
      <DemoMailForm />
    </AppProviders>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DemoMailForm', () => {
  it('says a wrong address under the field, focused, and sends nothing; a good one is sent and the form emptied', async () => {
    const api = mockApi({ 'serviceIntro.INTRO_DEMO_SEND_MAIL': () => ({ result: { sent: true } }) });
    renderForm();
    const email = screen.getByTestId('intro-demo-mail-email');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByTestId('intro-demo-mail-send'));
    expect(await screen.findByText(T.invalid)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'visitor@example.com');
    await userEvent.click(screen.getByTestId('intro-demo-mail-send'));
    expect(await screen.findByTestId('intro-demo-mail-success')).toHaveTextContent(T.sent);
    expect(api).toHaveBeenCalledWith('serviceIntro.INTRO_DEMO_SEND_MAIL', { email: 'visitor@example.com', homepage: '' });
    expect(email).toHaveValue('');
    expect(screen.queryByText(T.invalid)).not.toBeInTheDocument();
  });

  it('puts the server refusal of the address under the field and says why it failed', async () => {
    mockApi({
      'serviceIntro.INTRO_DEMO_SEND_MAIL': () => {
        throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'email', message: 'bad' }]);
      },
    });
    renderForm();
    await userEvent.type(screen.getByTestId('intro-demo-mail-email'), 'visitor@example.com');
    await userEvent.click(screen.getByTestId('intro-demo-mail-send'));
    expect(await screen.findByTestId('intro-demo-mail-error')).toHaveTextContent(T.failed);
    expect(screen.getByText(T.invalid)).toBeInTheDocument();
    expect(screen.getByTestId('intro-demo-mail-email')).toHaveAttribute('aria-invalid', 'true');
  });
});
