import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import type { ClassSession } from './classSession';
import { EndClassButton } from './EndClassButton';

function renderButton() {
  const session = { endForEveryone: vi.fn(() => Promise.resolve()) };
  render(
    <AppProviders client={createQueryClient()}>
      <EndClassButton session={session as unknown as ClassSession} />
    </AppProviders>,
  );
  return session;
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});

describe('ending the class for everyone', () => {
  it('says 전체 수업 종료 on the button and in its question, asks first, then ends', async () => {
    const session = renderButton();
    const user = userEvent.setup();
    const button = screen.getByTestId('classroom-end');
    expect(button).toHaveTextContent('전체 수업 종료');
    await user.click(button);
    const dialog = await screen.findByTestId('classroom-end-confirm');
    expect(dialog).toHaveTextContent('전체 수업을 종료할까요?');
    expect(screen.getByTestId('classroom-end-confirm-confirm')).toHaveTextContent('전체 수업 종료');
    expect(document.body.textContent).not.toContain('모두의 수업');
    await user.click(screen.getByTestId('classroom-end-confirm-cancel'));
    expect(session.endForEveryone).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(await screen.findByTestId('classroom-end-confirm-confirm'));
    await waitFor(() => expect(session.endForEveryone).toHaveBeenCalledTimes(1));
  });
});
