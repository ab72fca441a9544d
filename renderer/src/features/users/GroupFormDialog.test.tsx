import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi, signIn } from '../../test/fixtures';
import { GroupFormDialog } from './GroupFormDialog';

describe('GroupFormDialog and server field errors', () => {
  it('shows the message of a server answer with details under that field, without the generic popup', async () => {
    signIn({ user: { userTypeCd: 5 } });
    const api = mockApi({
      'group.SAVE': () => {
        throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'groupName', message: 'A sibling group already has this name' }]);
      },
    });
    render(
      <AppProviders client={createQueryClient()}>
        <GroupFormDialog upGroupIdx={0} onClose={() => undefined} />
      </AppProviders>,
    );
    await userEvent.type(await screen.findByTestId('group-form-name'), 'Grade 1');
    await userEvent.click(screen.getByTestId('group-form-save'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('group.SAVE', { upGroupIdx: 0, groupName: 'Grade 1' }));
    const message = await screen.findByText('A sibling group already has this name');
    // Fluent's Field ties its validation message to the input it wraps.
    expect(screen.getByTestId('group-form-name').getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(screen.getByTestId('group-form-name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
  });
});
