import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { ErrorCode, type Price, RoomCategory, RoomSearchType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { localIsoDay } from '../../ui/dateTime';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, showErrorPopup, notify } from '../../ui/feedback';
import { useAddPrice, useModifyPrice } from './mutations';
import { overlappingPrice, priceDigits, type PriceForm, priceProblems, withEndDate, withStartDate } from './priceRules';
import { usePrices } from './queries';
import { useRoomList } from '../rooms';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dates: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

/** The price.ADD / price.MOD inputs the dialog shows a field for. */
const PRICE_FIELDS = ['roomCode', 'startDate', 'endDate', 'price'];

export interface PriceDialogProps {
  userIdx: number;
  price?: Price;
  onClose(): void;
}

/** Register or modify a class unit price (meeting, period, amount in won). */
export function PriceDialog({ userIdx, price, onClose }: PriceDialogProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const today = localIsoDay(new Date());
  const prices = usePrices(userIdx);
  const rooms = useRoomList({ page: 1, size: 1000, searchType: RoomSearchType.MANAGE, roomCategoryCdList: [RoomCategory.RESERVED] });
  const add = useAddPrice();
  const modify = useModifyPrice();
  const [form, setForm] = useState<PriceForm>({
    roomCode: price?.roomCode ?? '',
    startDate: price?.startDate ?? today,
    endDate: price?.endDate ?? '',
    price: price ? String(price.price) : '',
  });
  const [touched, setTouched] = useState(false);
  const problems = priceProblems(form, today, form.startDate !== price?.startDate);
  const show = (problem: string) => (touched && problems.includes(problem as never) ? t(`price.problem.${problem}`) : undefined);
  const saveError = price ? modify.error : add.error;
  const server = (path: string) => fieldErrorFor(saveError, path);

  const overlapPopup = (message?: string) => {
    const other = overlappingPrice(prices.data ?? [], form, price?.priceIdx);
    showErrorPopup({
      type: 'WARNING',
      code: ErrorCode.DUPLICATE_PRICE_PERIOD,
      message: other
        ? t('price.overlap', { room: other.room.roomTitle, start: other.startDate, end: other.endDate ?? t('price.openEnded') })
        : message,
    });
  };

  const submit = async () => {
    setTouched(true);
    if (problems.length > 0) return;
    if (overlappingPrice(prices.data ?? [], form, price?.priceIdx)) {
      overlapPopup();
      return;
    }
    const input = { userIdx, roomCode: form.roomCode, startDate: form.startDate, endDate: form.endDate, price: Number(form.price) };
    try {
      if (price) await modify.mutateAsync({ ...input, priceIdx: price.priceIdx });
      else await add.mutateAsync(input);
      notify.success(t('price.saved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.DUPLICATE_PRICE_PERIOD) overlapPopup(error.message);
      else if (!fieldErrorsCover(error, PRICE_FIELDS)) handleApiError(error);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="price-dialog">
        <DialogBody>
          <DialogTitle>{price ? t('price.modifyTitle') : t('price.registerTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('price.room')} required validationMessage={show('room') ?? server('roomCode')}>
              <Select value={form.roomCode} onChange={(_e, d) => setForm({ ...form, roomCode: d.value })} data-testid="price-room">
                <option value="">{t('price.chooseRoom')}</option>
                {(rooms.data?.content ?? []).map((room) => (
                  <option key={room.roomCode} value={room.roomCode}>
                    {room.roomTitle}
                  </option>
                ))}
              </Select>
            </Field>
            <div className={styles.dates}>
              <Field
                label={t('price.startDate')}
                required
                validationMessage={show('startDate') ?? show('startPast') ?? server('startDate')}
              >
                <Input
                  type="date"
                  value={form.startDate}
                  min={today}
                  onChange={(_e, d) => setForm(withStartDate(form, d.value))}
                  data-testid="price-start"
                />
              </Field>
              <Field label={t('price.endDate')} validationMessage={server('endDate')}>
                <Input
                  type="date"
                  value={form.endDate}
                  min={form.startDate}
                  onChange={(_e, d) => setForm(withEndDate(form, d.value))}
                  data-testid="price-end"
                />
              </Field>
              <Button appearance="subtle" onClick={() => setForm({ ...form, endDate: '' })} data-testid="price-end-reset">
                {t('price.endReset')}
              </Button>
            </div>
            <Field label={t('price.amount')} required validationMessage={show('price') ?? server('price')} hint={t('price.won')}>
              <Input
                inputMode="numeric"
                value={form.price}
                onChange={(_e, d) => setForm({ ...form, price: priceDigits(d.value) })}
                data-testid="price-amount"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={add.isPending || modify.isPending}
              onClick={() => void submit()}
              data-testid="price-save"
            >
              {t('price.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
