import type { ClassExportKind, Language } from '@boda/contract';

/*
 * The sheets' words in the caller's language (the export's `language`). The server writes them, so
 * they live here rather than in the renderer's i18n.
 */

export interface SheetWords {
  sheet: Record<ClassExportKind, string>;
  joinHeaders: string[];
  scoreHeaders: string[];
  attendance: { present: string; inClass: string; absent: string };
  homework: { notStarted: string; inProgress: string; submitted: string; completed: string };
}

const en: SheetWords = {
  sheet: { USER_JOIN: 'Attendance', USER_SCORE: 'Scores' },
  joinHeaders: ['Class', 'Date', 'Teacher', 'Name', 'ID', 'First join', 'Last exit', 'Total time', 'Attendance'],
  scoreHeaders: ['Name', 'ID', 'Homework', 'Deployed', 'Deadline', 'Submitted', 'Status', 'Questions', 'Correct', 'Wrong', 'Score'],
  attendance: { present: 'Present', inClass: 'In class', absent: 'Absent' },
  homework: { notStarted: 'Not started', inProgress: 'In progress', submitted: 'Submitted', completed: 'Completed' },
};

const ko: SheetWords = {
  sheet: { USER_JOIN: '출석부', USER_SCORE: '성적' },
  joinHeaders: ['수업명', '날짜', '선생님', '이름', '아이디', '최초 입장', '최종 퇴장', '총 참여 시간', '출석 상태'],
  scoreHeaders: ['이름', '아이디', '숙제', '배포일', '제출 기한', '제출 시각', '상태', '문항 수', '정답', '오답', '점수'],
  attendance: { present: '출석', inClass: '수업 중', absent: '결석' },
  homework: { notStarted: '시작 전', inProgress: '진행 중', submitted: '제출', completed: '검사 완료' },
};

export function sheetWords(language: Language): SheetWords {
  return language === 'ko' ? ko : en;
}

/** The download's name: 'attendance_2026-11-01_2026-11-07.xlsx' (the range in the caller's dates). */
export function exportFileName(kind: ClassExportKind, fromDay: string, toDay: string): string {
  const base = kind === 'USER_JOIN' ? 'attendance' : 'scores';
  return fromDay === '' ? `${base}.xlsx` : `${base}_${fromDay}_${toDay}.xlsx`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the caller's clock shows it (offset in minutes east of UTC). */
function shifted(date: Date, utcOffsetMin: number): Date {
  return new Date(date.getTime() + utcOffsetMin * 60_000);
}

export function localDay(date: Date, utcOffsetMin: number): string {
  const d = shifted(date, utcOffsetMin);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function localTime(date: Date, utcOffsetMin: number): string {
  const d = shifted(date, utcOffsetMin);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function localDayTime(date: Date, utcOffsetMin: number): string {
  return `${localDay(date, utcOffsetMin)} ${localTime(date, utcOffsetMin)}`;
}

/** 3725 s -> '1:02:05'. */
export function hms(totalSec: number): string {
  const s = Math.max(0, Math.floor(totalSec));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
