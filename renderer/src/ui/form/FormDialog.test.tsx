import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneSchema, userNameModifySchema } from '@boda/contract';
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { FormDialog } from './FormDialog';
import { TextField } from './fields';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({ name: userNameModifySchema, phone: phoneSchema });

function Probe({ onSubmit, onClose = () => undefined }: { onSubmit(values: z.output<typeof schema>): Promise<void>; onClose?(): void }) {
  const form = useSchemaForm(schema, { name: '', phone: '' });
  return (
    <FormDialog form={form} title="Probe" testId="probe" onSubmit={onSubmit} onClose={onClose}>
      <TextField name="name" label="Name" serverPath="task.taskName" testId="probe-name" />
      <TextField name="phone" label="Phone" testId="probe-phone" />
    </FormDialog>
  );
}

function renderProbe(props: Parameters<typeof Probe>[0]) {
  return render(
    <AppProviders client={createQueryClient()}>
      <Probe {...props} />
    </AppProviders>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('FormDialog', () => {
  it('shows the contract rule under its field in the shown language and does not submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderProbe({ onSubmit });
    await userEvent.type(await screen.findByTestId('probe-name'), 'K');
    await userEvent.type(screen.getByTestId('probe-phone'), '12ab');
    await userEvent.click(screen.getByTestId('probe-save'));
    expect(await screen.findByText('Enter a name of 2 to 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter digits only (an optional leading +), at most 16 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('probe-name')).toHaveAttribute('aria-invalid', 'true');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('validation:userName.length'))).toBeInTheDocument();
    expect(i18n.t('validation:userName.length')).not.toBe('Enter a name of 2 to 20 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected input clears the message as the user types.
    await userEvent.clear(screen.getByTestId('probe-phone'));
    await userEvent.type(screen.getByTestId('probe-phone'), '0101234');
    await waitFor(() => expect(screen.getByTestId('probe-phone')).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('puts the server field error under the field showing that input, without the error popup', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'task.taskName', message: 'That name is taken' }])),
    );
    renderProbe({ onSubmit });
    await userEvent.type(await screen.findByTestId('probe-name'), 'Kim Kid');
    await userEvent.type(screen.getByTestId('probe-phone'), '0101234');
    await userEvent.click(screen.getByTestId('probe-save'));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Kim Kid', phone: '0101234' });
    expect(screen.getByTestId('probe-name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
  });

  it('shows an error no field shows in the error popup with its WB code', async () => {
    renderProbe({ onSubmit: () => Promise.reject(ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'other', message: 'x' }])) });
    await userEvent.type(await screen.findByTestId('probe-name'), 'Kim Kid');
    await userEvent.type(screen.getByTestId('probe-phone'), '0101234');
    await userEvent.click(screen.getByTestId('probe-save'));
    expect(await screen.findByTestId('error-popup')).toHaveTextContent('WB-400-212');
  });

  it('keeps submit disabled and the dialog open while the submit runs', async () => {
    let finish = () => undefined as void;
    const onClose = vi.fn();
    renderProbe({ onSubmit: () => new Promise<void>((resolve) => (finish = resolve)), onClose });
    await userEvent.type(await screen.findByTestId('probe-name'), 'Kim Kid');
    await userEvent.type(screen.getByTestId('probe-phone'), '0101234');
    await userEvent.click(screen.getByTestId('probe-save'));
    await waitFor(() => expect(screen.getByTestId('probe-save')).toBeDisabled());
    expect(screen.getByTestId('probe-cancel')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    act(() => finish());
    await waitFor(() => expect(screen.getByTestId('probe-save')).toBeEnabled());
  });
});
