import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { mockApi, signIn } from '../../test/fixtures';
import { PasswordDialog } from './PasswordDialog';

describe('PasswordDialog', () => {
  it('says a wrong current password under that field, without the error popup', async () => {
    signIn({ user: { userIdx: 7 } });
    const api = mockApi({
      'user.MODIFY_PWD': () => {
        throw ApiError.fromCode(ErrorCode.PASSWORD_MISMATCH, 'Password mismatch');
      },
    });
    render(
      <AppProviders client={createQueryClient()}>
        <PasswordDialog userIdx={7} self onClose={() => undefined} />
      </AppProviders>,
    );
    expect(screen.getByTestId('password-save')).toBeDisabled();
    await userEvent.type(screen.getByTestId('password-oldPassword'), 'old-pass1');
    await userEvent.type(screen.getByTestId('password-newPassword'), 'new-pass1');
    await userEvent.type(screen.getByTestId('password-confirm'), 'new-pass1');
    await userEvent.click(screen.getByTestId('password-save'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('user.MODIFY_PWD', { userIdx: 7, oldPassword: 'old-pass1', newPassword: 'new-pass1' }),
    );
    expect(await screen.findByText(i18n.t('users:password.mismatch'))).toBeInTheDocument();
    expect(screen.getByTestId('password-oldPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
  });
});
