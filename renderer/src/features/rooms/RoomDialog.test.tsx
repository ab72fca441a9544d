import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { makeRoom, mockApi, signIn } from '../../test/fixtures';
import { RoomDialog } from './RoomDialog';

const template = makeRoom().template as NonNullable<ReturnType<typeof makeRoom>['template']>;

function renderDialog(add: () => unknown) {
  signIn();
  const api = mockApi({
    'roomTemplate.LIST': () => ({ resultList: [template] }),
    'room.ADD': add as never,
  });
  const onClose = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <RoomDialog open mode="service" onClose={onClose} />
    </AppProviders>,
  );
  return { api, onClose };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('RoomDialog', () => {
  it('says what is missing under each field in the shown language, focuses the first and sends nothing', async () => {
    const { api } = renderDialog(() => ({ result: makeRoom() }));
    await userEvent.click(await screen.findByTestId('room-form-save'));
    expect(await screen.findByText('Choose a class type.')).toBeInTheDocument();
    expect(screen.getByTestId('room-form-name')).toHaveFocus();
    expect(screen.getByTestId('room-form-name')).toHaveAttribute('aria-invalid', 'true');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('rooms:form.errors.classType'))).toBeInTheDocument();
    expect(i18n.t('rooms:form.errors.classType')).not.toBe('Choose a class type.');
    expect(api).not.toHaveBeenCalledWith('room.ADD', expect.anything());
  });

  it('puts an end before the start under the end, and no limit clears it', async () => {
    renderDialog(() => ({ result: makeRoom() }));
    const start = (await screen.findByTestId('room-form-start')) as HTMLInputElement;
    fireEvent.change(screen.getByTestId('room-form-end'), { target: { value: start.value } });
    fireEvent.change(start, { target: { value: start.max } });
    await userEvent.click(screen.getByTestId('room-form-save'));
    expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('room-form-no-limit'));
    await waitFor(() => expect(screen.queryByText('The end date must be after the start date.')).not.toBeInTheDocument());
  });

  it('shows the server refusal of the name under the name and stays open', async () => {
    const { api, onClose } = renderDialog(() => {
      throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'room.roomTitle', message: 'That name is not allowed' }]);
    });
    await userEvent.type(await screen.findByTestId('room-form-name'), 'Math A');
    await userEvent.click(screen.getByTestId('room-form-class-type'));
    await userEvent.click(await screen.findByTestId(`room-form-class-type-${template.templateIdx}`));
    await userEvent.click(screen.getByTestId('room-form-save'));
    expect(await screen.findByText('That name is not allowed')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('room.ADD', {
      room: expect.objectContaining({ roomTitle: 'Math A', templateIdx: 1, anyoneOpen: true }),
    });
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
