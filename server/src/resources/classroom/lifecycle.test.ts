import type { ClassroomChatMessage } from '@boda/contract';
import { describe, expect, it } from 'vitest';
import { transcriptText } from './lifecycle';

/* The chat log a web class leaves (chat-<meetCode>.txt): its lines read on the company's clock (chatFile.test.ts reads a real one back). */

function message(sentAt: string, text: string, fileName?: string): ClassroomChatMessage {
  return {
    messageId: `m-${sentAt}`,
    from: 'm1',
    userName: 'Teacher Park',
    sentAt,
    text,
    file: fileName ? { fileId: 'f1', fileName, fileSize: 10 } : null,
  };
}

describe('transcriptText', () => {
  it("writes each line's time on the company's clock: a Seoul class at 05:50 on December 1 is not November 30", () => {
    const messages = [message('2026-11-30T20:50:26.000Z', 'Open page 12, please.')];
    expect(transcriptText(messages, 'Asia/Seoul')).toBe('[2026-12-01 05:50:26] Teacher Park: Open page 12, please.');
    expect(transcriptText(messages, 'America/New_York')).toBe('[2026-11-30 15:50:26] Teacher Park: Open page 12, please.');
    // An unknown zone reads as UTC, as the company calendar does.
    expect(transcriptText(messages, 'Nowhere/Unknown')).toBe('[2026-11-30 20:50:26] Teacher Park: Open page 12, please.');
  });

  it('puts one space between the name and a shared file sent without text, and between text and its file', () => {
    const messages = [
      message('2026-11-30T20:51:00.000Z', '', 'worksheet.txt'),
      message('2026-11-30T20:52:00.000Z', 'Page 3', 'answers.pdf'),
    ];
    expect(transcriptText(messages, 'Asia/Seoul').split('\n')).toEqual([
      '[2026-12-01 05:51:00] Teacher Park: [file: worksheet.txt]',
      '[2026-12-01 05:52:00] Teacher Park: Page 3 [file: answers.pdf]',
    ]);
  });
});
