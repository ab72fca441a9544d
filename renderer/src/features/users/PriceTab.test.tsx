import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { Price } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { makeRoom, mockApi, signIn } from '../../test/fixtures';
import { PriceTab } from './PriceTab';

const room = makeRoom();
const price: Price = {
  priceIdx: 3,
  userIdx: 21,
  roomCode: room.roomCode,
  startDate: '2030-01-01',
  endDate: null,
  price: 35000,
  room: { roomCode: room.roomCode, roomTitle: room.roomTitle },
  regDatetime: '2024-01-01T00:00:00.000Z',
};

function renderTab(prices: Price[], canEdit: boolean) {
  signIn();
  mockApi({ 'price.LIST': () => ({ resultList: prices }) });
  render(
    <AppProviders client={createQueryClient()}>
      <PriceTab userIdx={21} canEdit={canEdit} />
    </AppProviders>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('PriceTab', () => {
  it('shows each unit price with its class, period and amount, and the edit buttons to an administrator', async () => {
    renderTab([price], true);
    const [row] = await screen.findAllByTestId('price-row');
    expect(row).toHaveTextContent(room.roomTitle);
    expect(row).toHaveTextContent('2030-01-01');
    expect(row).toHaveTextContent('No end');
    expect(within(row as HTMLElement).getByText(/35,000/)).toBeInTheDocument();
    expect(within(row as HTMLElement).getByTestId('price-modify')).toBeInTheDocument();
  });

  it('shows no edit buttons to others', async () => {
    renderTab([price], false);
    const [row] = await screen.findAllByTestId('price-row');
    expect(within(row as HTMLElement).queryByTestId('price-modify')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-register')).not.toBeInTheDocument();
  });

  it('says there are no unit prices yet, in both languages', async () => {
    renderTab([], true);
    expect(await screen.findByTestId('price-table-empty')).toHaveTextContent(i18n.t('users:price.empty', { lng: 'en' }));
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByTestId('price-table-empty')).toHaveTextContent(i18n.t('users:price.empty', { lng: 'ko' }));
  });
});
