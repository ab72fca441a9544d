import type { Language } from '@boda/contract';

/* The settlement sheet's words (the server writes them, in the export's language) and cell formats. */

export interface SettlementWords {
  sheet: string;
  headers: string[];
  total: string;
  absent: string;
}

const en: SettlementWords = {
  sheet: 'Settlement',
  headers: ['Class', 'Teacher', 'Opened', 'Started', 'Ended', 'Unit price (KRW)', 'ID', 'Name', 'Join time', 'Amount (KRW)'],
  total: 'Total',
  absent: 'Absent',
};

const ko: SettlementWords = {
  sheet: '수업 정산',
  headers: ['수업명', '선생님', '개설 시각', '시작 시각', '종료 시각', '단가(원)', '아이디', '이름', '참여 시간', '금액(원)'],
  total: '합계',
  absent: '결석',
};

export function settlementWords(language: Language): SettlementWords {
  return language === 'ko' ? ko : en;
}

export const SETTLEMENT_WIDTHS = [28, 16, 17, 17, 17, 14, 16, 16, 11, 14];

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the caller's clock shows it (offset in minutes east of UTC): '2026-11-03 16:05'. */
export function localDayTime(date: Date | null, utcOffsetMin: number): string {
  if (!date) return '';
  const d = new Date(date.getTime() + utcOffsetMin * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 3725 s -> '1:02:05'. */
export function hms(totalSec: number): string {
  const s = Math.max(0, Math.floor(totalSec));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** 'settlement_2026-11-01_2026-11-30.xlsx'. */
export function settlementFileName(first: string, last: string): string {
  return `settlement_${first}_${last}.xlsx`;
}
