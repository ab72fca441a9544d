import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPage } from '@boda/contract';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { makeUser, mockApi, signIn } from '../test/fixtures';
import { UserPicker } from './UserPicker';

const kim = makeUser({ userIdx: 21, userId: 'teacher1', userName: 'Kim', userTypeCd: 5 });
const lee = makeUser({ userIdx: 22, userId: 'teacher2', userName: 'Lee', userTypeCd: 5 });

function renderPicker(multiple: boolean) {
  signIn({ user: { userTypeCd: 5 } });
  mockApi({ 'user.LIST': () => ({ resultPage: toPage([kim, lee], 1, 100, 2) }) });
  const onConfirm = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <UserPicker title="Pick" multiple={multiple} onConfirm={onConfirm} onCancel={() => undefined} testId="picker" />
    </AppProviders>,
  );
  return onConfirm;
}

describe('UserPicker', () => {
  it('choosing one user (a leader) shows radio buttons: a second choice replaces the first, choosing it again keeps it', async () => {
    const onConfirm = renderPicker(false);
    const list = await screen.findByTestId('picker-list');
    expect(list).toHaveAttribute('role', 'radiogroup');
    await within(list).findByText('Kim');
    expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
    const [kimRadio, leeRadio] = within(list).getAllByRole('radio');

    await userEvent.click(kimRadio);
    await userEvent.click(leeRadio);
    expect(leeRadio).toBeChecked();
    expect(kimRadio).not.toBeChecked();
    await userEvent.click(within(list).getByText('Lee'));
    expect(leeRadio).toBeChecked();

    await userEvent.click(screen.getByTestId('picker-confirm'));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ userIdx: 22 })]);
  });

  it('choosing several users (attendees) shows checkboxes that toggle independently', async () => {
    const onConfirm = renderPicker(true);
    const list = await screen.findByTestId('picker-list');
    await within(list).findByText('Kim');
    expect(within(list).queryAllByRole('radio')).toHaveLength(0);
    const [kimBox, leeBox] = within(list).getAllByRole('checkbox');
    await userEvent.click(kimBox);
    await userEvent.click(leeBox);
    await userEvent.click(within(list).getByText('Kim'));
    expect(kimBox).not.toBeChecked();
    expect(leeBox).toBeChecked();

    await userEvent.click(screen.getByTestId('picker-confirm'));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ userIdx: 22 })]);
  });
});
