import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RendererProvider } from '@griffel/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomChatMessage } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { griffelRecorder } from '../../test/griffelRules';
import { i18n } from '../../i18n';
import { ChatMessageItem } from './ChatMessageItem';

const LONG_NAME = 'Chapter_12_fractions_and_decimals_homework_worksheet_for_week_three_final_version.txt';

const message: ClassroomChatMessage = {
  messageId: 'c1',
  from: 'm1',
  userName: 'Teacher Park',
  sentAt: '2026-12-01T10:00:00Z',
  text: '',
  file: { fileId: 'f1', fileName: LONG_NAME, fileSize: 23 },
};

let styles = griffelRecorder();
const declared = (element: Element | null | undefined, pseudo?: string) => styles.declared(element, pseudo);

beforeEach(async () => {
  styles = griffelRecorder();
  await i18n.changeLanguage('en');
});
afterEach(() => document.head.querySelectorAll('style[data-make-styles-bucket]').forEach((element) => element.remove()));

function renderItem(onDownload = vi.fn()) {
  render(
    <RendererProvider renderer={styles.renderer}>
      <AppProviders client={createQueryClient()}>
        <ul>
          <ChatMessageItem message={message} onDownload={onDownload} />
        </ul>
      </AppProviders>
    </RendererProvider>,
  );
  return onDownload;
}

describe('a shared file in the chat', () => {
  it('starts its name at the left and cuts it at the end, keeping the size and the icon; the whole name is in its tooltip and label', async () => {
    const onDownload = renderItem();
    const button = screen.getByTestId('classroom-chat-file');
    expect(button).toHaveAccessibleName(`Download ${LONG_NAME}`);

    // The button starts its content (its base rule centres it: past both sides) and is no wider than the panel.
    expect(declared(button)).toContain('justify-content:flex-start');
    expect(declared(button)).toContain('max-width:100%');
    // Only the name gives way, with an ellipsis at its end; the size and the icon keep their width.
    const name = screen.getByTestId('classroom-chat-file-name');
    expect(name).toHaveTextContent(LONG_NAME);
    for (const rule of ['overflow:hidden', 'text-overflow:ellipsis', 'white-space:nowrap', 'min-width:0'])
      expect(declared(name)).toContain(rule);
    const size = screen.getByText('(23 B)');
    expect(name).not.toContainElement(size);
    expect(declared(size)).toContain('flex-shrink:0');
    expect(declared(button.querySelector('svg')?.parentElement)).toContain('flex-shrink:0');

    // Hover (or focus) shows the whole name and size.
    const user = userEvent.setup();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`${LONG_NAME} (23 B)`);
    await user.click(button);
    expect(onDownload).toHaveBeenCalledWith(message.file);
  });
});
