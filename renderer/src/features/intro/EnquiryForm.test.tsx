import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi } from '../../test/fixtures';
import { ENQUIRY as T } from './content/enquiry';
import { EnquiryForm } from './EnquiryForm';

function renderForm() {
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <EnquiryForm initialType="PRIVATE" onTypeChange={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const fieldOf = (name: string) => screen.getByTestId('enquiry-form').querySelector(`[data-field="${name}"]`);

afterEach(() => vi.restoreAllMocks());

describe('EnquiryForm', () => {
  it('refuses an empty form with a message under each required field and focuses the first', async () => {
    const api = mockApi({});
    renderForm();
    await userEvent.click(screen.getByTestId('enquiry-submit'));
    await waitFor(() => expect(fieldOf('studentName')).toHaveTextContent(T.errors.required));
    expect(fieldOf('phone')).toHaveTextContent(T.errors.required);
    expect(fieldOf('agreement')).toHaveTextContent(T.errors.agreement);
    expect(screen.getByTestId('enquiry-name')).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
    // Typing a name clears its message at once.
    await userEvent.type(screen.getByTestId('enquiry-name'), 'Kim');
    await waitFor(() => expect(fieldOf('studentName')).not.toHaveTextContent(T.errors.required));
  });

  it('puts the server refusal of a field under that field and says so above the form', async () => {
    mockApi({
      'enquiry.SEND': () => {
        throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'phone', message: 'Not a phone number' }]);
      },
    });
    renderForm();
    await userEvent.type(screen.getByTestId('enquiry-name'), 'Kim');
    await userEvent.type(screen.getByTestId('enquiry-phone'), '010-1234-5678');
    await userEvent.click(screen.getByTestId('enquiry-enquirer-PARENT'));
    await userEvent.selectOptions(screen.getByTestId('enquiry-level'), 'MIDDLE');
    await userEvent.selectOptions(screen.getByTestId('enquiry-grade'), '2');
    await userEvent.selectOptions(screen.getByTestId('enquiry-teacher'), T.teacherAny);
    await userEvent.click(screen.getByTestId('enquiry-agreement'));
    await userEvent.click(screen.getByTestId('enquiry-submit'));
    expect(await screen.findByTestId('enquiry-error')).toHaveTextContent(T.errors.server);
    expect(fieldOf('phone')).toHaveTextContent(T.errors.server);
  });
});
