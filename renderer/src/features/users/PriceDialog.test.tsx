import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Price } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { makeRoom, mockApi, signIn } from '../../test/fixtures';
import { PriceDialog } from './PriceDialog';

const room = makeRoom();
const existing: Price = {
  priceIdx: 3,
  userIdx: 21,
  roomCode: room.roomCode,
  startDate: '2030-01-01',
  endDate: null,
  price: 5000,
  room: { roomCode: room.roomCode, roomTitle: room.roomTitle },
  regDatetime: '2024-01-01T00:00:00.000Z',
};

function renderPrice() {
  signIn();
  const api = mockApi({
    'price.LIST': () => ({ resultList: [existing] }),
    'room.LIST': () => ({ resultPage: { content: [room], page: 1, size: 1000, total: 1, first: true, last: true } }),
  });
  render(
    <AppProviders client={createQueryClient()}>
      <PriceDialog userIdx={21} onClose={() => undefined} />
    </AppProviders>,
  );
  return { api };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('PriceDialog', () => {
  it('says under each field what is missing, in the shown language, and focuses the class', async () => {
    const { api } = renderPrice();
    await userEvent.click(await screen.findByTestId('price-save'));
    expect(await screen.findByText('Choose a class.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount greater than 0.')).toBeInTheDocument();
    expect(screen.getByTestId('price-room')).toHaveFocus();
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('users:price.problem.price'))).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('price-amount'), '12a0');
    expect(screen.getByTestId('price-amount')).toHaveValue('120');
    await waitFor(() => expect(screen.queryByText(i18n.t('users:price.problem.price'))).not.toBeInTheDocument());
    expect(api).not.toHaveBeenCalledWith('price.ADD', expect.anything());
  });

  it('moves the end with a later start, and names the overlapping price instead of sending', async () => {
    const { api } = renderPrice();
    await screen.findByRole('option', { name: room.roomTitle });
    await userEvent.selectOptions(screen.getByTestId('price-room'), room.roomCode);
    fireEvent.change(screen.getByTestId('price-end'), { target: { value: '2031-01-10' } });
    fireEvent.change(screen.getByTestId('price-start'), { target: { value: '2031-02-01' } });
    expect(screen.getByTestId('price-end')).toHaveValue('2031-02-01');
    await userEvent.type(screen.getByTestId('price-amount'), '7000');
    await userEvent.click(screen.getByTestId('price-save'));
    expect(await screen.findByTestId('error-popup')).toHaveTextContent(`The period overlaps the unit price of ${room.roomTitle}`);
    expect(api).not.toHaveBeenCalledWith('price.ADD', expect.anything());
  });
});
