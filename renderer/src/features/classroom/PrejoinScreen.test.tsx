import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { PrejoinScreen } from './PrejoinScreen';
import type { ClassroomTicket } from './ticket';

const ticket = (roomTitle: string): ClassroomTicket => ({
  joinToken: 'join-token-1',
  roomTitle,
  userName: 'Teacher Park',
  serverOrigin: 'https://boda.example.kr',
  language: 'ko',
  mode: 'normal',
});

beforeEach(async () => {
  // No camera or microphone here: the check still shows who joins what.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(Object.assign(new Error('none'), { name: 'NotFoundError' })),
      enumerateDevices: () => Promise.resolve([]),
    },
  });
  await i18n.changeLanguage('ko');
});

async function renderPrejoin(roomTitle: string) {
  const view = render(
    <AppProviders client={createQueryClient()}>
      <PrejoinScreen ticket={ticket(roomTitle)} rejoin={false} joining={false} onJoin={vi.fn()} />
    </AppProviders>,
  );
  await screen.findAllByTestId('classroom-prejoin-notice');
  return view;
}

describe('the pre-join line', () => {
  it('sets the class title apart, so a title ending in 수업 does not read "수업 수업"', async () => {
    await renderPrejoin('2026-12-01 Teacher Park 수업');
    const line = screen.getByTestId('classroom-prejoin-join-as');
    expect(line).toHaveTextContent('「2026-12-01 Teacher Park 수업」에 Teacher Park(으)로 참여합니다.');
    expect(line.textContent).not.toMatch(/수업\s*수업/);
  });

  it('reads as well with any other title, in Korean and in English', async () => {
    await renderPrejoin('수학 A반');
    expect(screen.getByTestId('classroom-prejoin-join-as')).toHaveTextContent('「수학 A반」에 Teacher Park(으)로 참여합니다.');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('classroom-prejoin-join-as')).toHaveTextContent('You join 수학 A반 as Teacher Park.');
  });
});
