import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Price } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError } from '../../ui/feedback';
import { useRemovePrice } from './mutations';
import { PriceDialog } from './PriceDialog';
import { usePrices } from './queries';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
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

  const columns: Array<DataColumn<Price>> = [
    { id: 'room', header: t('price.room'), cell: (price) => price.room.roomTitle },
    { id: 'start', header: t('price.startDate'), cell: (price) => price.startDate },
    { id: 'end', header: t('price.endDate'), cell: (price) => price.endDate ?? t('price.openEnded') },
    { id: 'amount', header: t('price.amount'), cell: (price) => t('price.amountWon', { amount: won.format(price.price) }) },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: null,
      cell: (price) => (
        <>
          <Button size="small" onClick={() => setEditing(price)} data-testid="price-modify">
            {t('price.modify')}
          </Button>
          <Button size="small" appearance="subtle" onClick={() => void onRemove(price)} data-testid="price-remove">
            {t('price.remove')}
          </Button>
        </>
      ),
    });

  return (
    <div data-testid="price-tab">
      {canEdit && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setEditing('new')} data-testid="price-register">
            {t('price.register')}
          </Button>
        </div>
      )}
      <DataTable
        rows={prices.data ?? []}
        columns={columns}
        rowKey={(price) => price.priceIdx}
        ariaLabel={t('price.tab')}
        testId="price-table"
        rowTestId="price-row"
        loading={prices.isPending}
        empty={{ searching: false, nothingYet: t('price.empty') }}
      />
      {editing !== null && (
        <PriceDialog userIdx={userIdx} price={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {confirmDialog}
    </div>
  );
}
