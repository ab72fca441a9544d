import { PRICE_DIGITS_MAX, type Price } from '@boda/contract';
import { z } from 'zod';

export interface PriceForm {
  roomCode: string;
  startDate: string;
  endDate: string;
  price: string;
}

/**
 * The unit price dialog's date rules (manage-area 4): the start is today or later; moving the start
 * past the end moves the end with it; the end may be cleared, never set before the start.
 */
export function withStartDate(form: PriceForm, startDate: string): PriceForm {
  return { ...form, startDate, endDate: form.endDate !== '' && form.endDate < startDate ? startDate : form.endDate };
}

export function withEndDate(form: PriceForm, endDate: string): PriceForm {
  return { ...form, endDate: endDate !== '' && endDate < form.startDate ? form.startDate : endDate };
}

/** Digits only, at most 9. */
export function priceDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PRICE_DIGITS_MAX);
}

export type PriceProblem = 'room' | 'startDate' | 'startPast' | 'price';

export function priceProblems(form: PriceForm, today: string, startChanged: boolean): PriceProblem[] {
  const problems: PriceProblem[] = [];
  if (form.roomCode === '') problems.push('room');
  if (form.startDate === '') problems.push('startDate');
  else if (startChanged && form.startDate < today) problems.push('startPast');
  if (!(Number(form.price) > 0)) problems.push('price');
  return problems;
}

const PROBLEM_FIELD: Record<PriceProblem, keyof PriceForm> = {
  room: 'roomCode',
  startDate: 'startDate',
  startPast: 'startDate',
  price: 'price',
};

/** The dialog's schema: each of priceProblems under its field. A start left as it was may lie in the past. */
export function priceFormSchema(today: string, initialStart: string | undefined) {
  return z.custom<PriceForm>().superRefine((form, ctx) => {
    for (const problem of priceProblems(form, today, form.startDate !== initialStart))
      ctx.addIssue({ code: 'custom', path: [PROBLEM_FIELD[problem]], message: `users:price.problem.${problem}` });
  });
}

/** The user's other price of the same room whose period meets the form's (what WB-400-309 refers to). */
export function overlappingPrice(prices: Price[], form: PriceForm, exceptPriceIdx?: number): Price | null {
  const end = form.endDate === '' ? '9999-12-31' : form.endDate;
  return (
    prices.find(
      (p) =>
        p.priceIdx !== exceptPriceIdx &&
        p.roomCode === form.roomCode &&
        p.startDate <= end &&
        (p.endDate === null || p.endDate >= form.startDate),
    ) ?? null
  );
}
