import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCode, type Price, RoomCategory, RoomSearchType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { localIsoDay } from '../../ui/dateTime';
import { showErrorPopup, notify } from '../../ui/feedback';
import { FormDialog, SelectField, TextField, useSchemaForm } from '../../ui/form';
import { useAddPrice, useModifyPrice } from './mutations';
import { overlappingPrice, priceDigits, type PriceForm, priceFormSchema, withEndDate, withStartDate } from './priceRules';
import { usePrices } from './queries';
import { useRoomList } from '../rooms';

const useStyles = makeStyles({
  dates: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  reset: { marginTop: tokens.spacingVerticalXXL },
});

export interface PriceDialogProps {
  userIdx: number;
  price?: Price;
  onClose(): void;
}

/** Register or modify a class unit price (meeting, period, amount in won). */
export function PriceDialog({ userIdx, price, onClose }: PriceDialogProps) {
  const { t } = useTranslation('users');
  const styles = useStyles();
  const [today] = useState(() => localIsoDay(new Date()));
  const prices = usePrices(userIdx);
  const rooms = useRoomList({ page: 1, size: 1000, searchType: RoomSearchType.MANAGE, roomCategoryCdList: [RoomCategory.RESERVED] });
  const add = useAddPrice();
  const modify = useModifyPrice();
  const form = useSchemaForm(priceFormSchema(today, price?.startDate), {
    roomCode: price?.roomCode ?? '',
    startDate: price?.startDate ?? today,
    endDate: price?.endDate ?? '',
    price: price ? String(price.price) : '',
  });
  const startDate = form.watch('startDate');
  // The two dates move together (the end never before the start).
  const setDates = (next: PriceForm) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('startDate', next.startDate, options);
    form.setValue('endDate', next.endDate, options);
  };

  const overlapPopup = (values: PriceForm, message?: string) => {
    const other = overlappingPrice(prices.data ?? [], values, price?.priceIdx);
    showErrorPopup({
      type: 'WARNING',
      code: ErrorCode.DUPLICATE_PRICE_PERIOD,
      message: other
        ? t('price.overlap', { room: other.room.roomTitle, start: other.startDate, end: other.endDate ?? t('price.openEnded') })
        : message,
    });
  };

  const submit = async (values: PriceForm) => {
    if (overlappingPrice(prices.data ?? [], values, price?.priceIdx)) return overlapPopup(values);
    const input = { userIdx, roomCode: values.roomCode, startDate: values.startDate, endDate: values.endDate, price: Number(values.price) };
    try {
      if (price) await modify.mutateAsync({ ...input, priceIdx: price.priceIdx });
      else await add.mutateAsync(input);
    } catch (error) {
      if (!isApiError(error) || error.code !== ErrorCode.DUPLICATE_PRICE_PERIOD) throw error;
      return overlapPopup(values, error.message);
    }
    notify.success(t('price.saved'));
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={price ? t('price.modifyTitle') : t('price.registerTitle')}
      submitLabel={t('price.save')}
      testId="price-dialog"
      submitTestId="price-save"
      onClose={onClose}
      onSubmit={submit}
    >
      <SelectField
        name="roomCode"
        label={t('price.room')}
        required
        testId="price-room"
        options={[
          { value: '', label: t('price.chooseRoom') },
          ...(rooms.data?.content ?? []).map((room) => ({ value: room.roomCode, label: room.roomTitle })),
        ]}
      />
      <div className={styles.dates}>
        <TextField
          name="startDate"
          label={t('price.startDate')}
          required
          input={{ type: 'date', min: today }}
          onValue={(day) => setDates(withStartDate(form.getValues(), day))}
          testId="price-start"
        />
        <TextField
          name="endDate"
          label={t('price.endDate')}
          input={{ type: 'date', min: startDate }}
          onValue={(day) => setDates(withEndDate(form.getValues(), day))}
          testId="price-end"
        />
        <Button
          appearance="subtle"
          className={styles.reset}
          onClick={() => form.setValue('endDate', '', { shouldDirty: true })}
          data-testid="price-end-reset"
        >
          {t('price.endReset')}
        </Button>
      </div>
      <TextField
        name="price"
        label={t('price.amount')}
        required
        hint={t('price.won')}
        parse={priceDigits}
        input={{ inputMode: 'numeric' }}
        testId="price-amount"
      />
    </FormDialog>
  );
}
