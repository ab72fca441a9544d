import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { localIsoDay } from '../../ui/dateTime';
import { OpenJoinCard } from './OpenJoinCard';

/** The card beside the app's language switch, as the room list shows it under the header's switch. */
function renderCard() {
  const onOpen = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <LanguageSwitch />
      <OpenJoinCard userName="Kim Teacher" disabled={false} onOpen={onOpen} />
    </AppProviders>,
  );
  return { onOpen, title: () => screen.getByTestId('open-join-title') as HTMLInputElement };
}

async function switchToKorean() {
  await userEvent.click(screen.getByTestId('language-switch'));
  await userEvent.click(await screen.findByTestId('language-option-ko'));
  await waitFor(() => expect(screen.getByTestId('language-switch')).toHaveTextContent('KO'));
}

describe('open-join card title', () => {
  it('prefills the title in the shown language and follows a language switch while untouched', async () => {
    const { onOpen, title } = renderCard();
    const day = localIsoDay(new Date());
    expect(title().value).toBe(`${day} Kim Teacher class`);
    await switchToKorean();
    expect(title().value).toBe(`${day} Kim Teacher 수업`);
    await userEvent.click(screen.getByTestId('open-join-submit'));
    expect(onOpen).toHaveBeenCalledWith(`${day} Kim Teacher 수업`, undefined);
  });

  it('never replaces a title the user typed, nor one they emptied', async () => {
    const { onOpen, title } = renderCard();
    await userEvent.clear(title());
    await userEvent.type(title(), 'Algebra review');
    await switchToKorean();
    expect(title().value).toBe('Algebra review');
    await userEvent.click(screen.getByTestId('open-join-submit'));
    expect(onOpen).toHaveBeenCalledWith('Algebra review', undefined);
    await userEvent.clear(title());
    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(await screen.findByTestId('language-option-en'));
    await waitFor(() => expect(screen.getByTestId('language-switch')).toHaveTextContent('EN'));
    expect(title().value).toBe('');
  });
});
