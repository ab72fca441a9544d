import { useState } from 'react';
import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { Price } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError } from '../../ui/feedback';
import { useRemovePrice } from './mutations';
import { PriceDialog } from './PriceDialog';
import { usePrices } from './queries';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Class unit prices of a user: meeting, start, end, amount; register, modify, delete (administrators). */
export function PriceTab({ userIdx, canEdit }: { userIdx: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation('users');
  const styles = useStyles();
  const prices = usePrices(userIdx);
  const remove = useRemovePrice();
  const [editing, setEditing] = useState<Price | 'new' | null>(null);
  const [confirmDialog, confirm] = useConfirm('price-remove-confirm');
  const won = new Intl.NumberFormat(i18n.language);

  const onRemove = async (price: Price) => {
    if (!(await confirm({ title: t('price.removeTitle'), message: t('price.removeConfirm', { room: price.room.roomTitle }) }))) return;
    remove.mutate({ priceIdx: price.priceIdx }, { onError: (e) => handleApiError(e) });
  };

  return (
    <div data-testid="price-tab">
      {canEdit && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setEditing('new')} data-testid="price-register">
            {t('price.register')}
          </Button>
        </div>
      )}
      <Table size="small" aria-label={t('price.tab')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('price.room')}</TableHeaderCell>
            <TableHeaderCell>{t('price.startDate')}</TableHeaderCell>
            <TableHeaderCell>{t('price.endDate')}</TableHeaderCell>
            <TableHeaderCell>{t('price.amount')}</TableHeaderCell>
            {canEdit && <TableHeaderCell />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {(prices.data ?? []).map((price) => (
            <TableRow key={price.priceIdx} data-testid="price-row">
              <TableCell>{price.room.roomTitle}</TableCell>
              <TableCell>{price.startDate}</TableCell>
              <TableCell>{price.endDate ?? t('price.openEnded')}</TableCell>
              <TableCell>{t('price.amountWon', { amount: won.format(price.price) })}</TableCell>
              {canEdit && (
                <TableCell>
                  <Button size="small" onClick={() => setEditing(price)} data-testid="price-modify">
                    {t('price.modify')}
                  </Button>
                  <Button size="small" appearance="subtle" onClick={() => void onRemove(price)} data-testid="price-remove">
                    {t('price.remove')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {prices.data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className={styles.empty}>
                {t('price.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {editing !== null && (
        <PriceDialog userIdx={userIdx} price={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {confirmDialog}
    </div>
  );
}
