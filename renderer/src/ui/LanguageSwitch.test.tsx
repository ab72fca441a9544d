import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { LanguageSwitch } from './LanguageSwitch';

function renderSwitch() {
  return render(
    <AppProviders client={createQueryClient()}>
      <LanguageSwitch />
    </AppProviders>,
  );
}

describe('language switch (its menu loads on first open)', () => {
  it('opens on click, switches the language and gives focus back to the button', async () => {
    renderSwitch();
    const button = screen.getByTestId('language-switch');
    expect(button).toHaveTextContent('EN');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    await userEvent.click(await screen.findByTestId('language-option-ko'));
    await waitFor(() => expect(button).toHaveTextContent('KO'));
    expect(document.documentElement.lang).toBe('ko');
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByTestId('language-option-en')).toBeNull();
  });

  it('opens with the keyboard (ArrowDown) and closes with Escape, focus back on the button', async () => {
    renderSwitch();
    const button = screen.getByTestId('language-switch');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByTestId('language-option-en')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('language-option-en')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
