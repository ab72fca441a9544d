import type { SchoolLevel } from '@boda/contract';

/*
 * The academy price pages (service-area 9 "Price tables", "Private (individual-pace) class fee
 * table"), exactly the spec's numbers, monthly, in won. Sets A and B are the one-to-one class
 * (privateClass); the fee table by weekly sessions is the individual-pace class (personalClass).
 */

export type PriceSetName = 'A' | 'B';

/** Per school level: per weekly sessions (1, 2, 3), the prices at 60, 90 and 120 minutes (elementary: 60 only). */
export type PriceSet = Record<SchoolLevel, readonly (readonly number[])[]>;

const k = (...values: number[]) => values.map((v) => v * 1000);

export const PRICE_SETS: Record<PriceSetName, PriceSet> = {
  A: {
    HIGH: [k(250, 300, 360), k(480, 530, 650), k(660, 750, 950)],
    MIDDLE: [k(230, 270, 350), k(380, 480, 620), k(530, 660, 870)],
    ELEMENTARY: [k(200), k(330), k(450)],
  },
  B: {
    HIGH: [k(210, 250, 300), k(400, 440, 540), k(550, 630, 790)],
    MIDDLE: [k(190, 230, 290), k(320, 400, 520), k(440, 550, 730)],
    ELEMENTARY: [k(170), k(280), k(380)],
  },
};

export const LEVEL_LABEL: Record<SchoolLevel, string> = { ELEMENTARY: '초등학교', MIDDLE: '중학교', HIGH: '고등학교' };
export const PRICE_LEVEL_ORDER: readonly SchoolLevel[] = ['ELEMENTARY', 'MIDDLE', 'HIGH'];
export const WEEKLY_LABEL = ['주 1회', '주 2회', '주 3회'] as const;
export const MINUTES = [60, 90, 120] as const;

/** A month counts 4 weeks: lesson days and hours per month for each weekly count and lesson length. */
export const WEEKS_PER_MONTH = 4;

export const PERSONAL_FEES = [
  { sessions: 2, hours: 5, fee: 400_000 },
  { sessions: 3, hours: 7, fee: 550_000 },
  { sessions: 4, hours: 9, fee: 680_000 },
] as const;

export const PRICE_COPY = {
  privateTitle: '1:1 수업 수업료',
  privateLead: '학년과 수업 길이, 주당 횟수에 따른 월 수업료입니다. 초등학생은 60분 수업만 운영합니다.',
  setTab: (name: PriceSetName) => `요금표 ${name}`,
  setNote: '어느 요금표가 적용되는지는 상담할 때 안내해 드립니다.',
  levelTabs: '학교급',
  weekly: '주당 횟수',
  minutes: (m: number) => `${m}분`,
  notOffered: '운영하지 않음',
  daysTitle: '한 달 수업일과 수업 시간',
  daysLead: '한 달을 4주로 계산한 수업일 수와 수업 길이별 한 달 수업 시간입니다.',
  daysColumn: '한 달 수업일',
  days: (n: number) => `${n}일`,
  hours: (n: number) => `${n}시간`,
  discounts: '함께 들으면 할인: 2명 20%, 3명 이상 30%',
  payment:
    '수업료는 매월 선불로 냅니다. 15일까지 시작하면 한 달 전액, 16일부터 시작하면 절반을 냅니다. 수업 전이라면 결제 후 7일 이내 전액 환불해 드립니다.',
  personalTitle: '개별진도 수업 수업료 (중학교 과정, 월)',
  personalLead: '한 번 수업은 120분이며, 주당 수업 시간에는 주말 테스트 1시간이 포함됩니다.',
  sessionsColumn: '주당 횟수',
  hoursColumn: '주당 수업 시간',
  feeColumn: '월 수업료',
  sessions: (n: number) => `주 ${n}회`,
  weekHours: (n: number) => `${n}시간`,
  personalNotes: [
    '수업료는 학생의 현재 학년이 아니라 공부하는 과정을 기준으로 정합니다.',
    '개별진도 수업은 현재 중학교 과정만 운영합니다.',
  ],
  apply: '상담 신청하기',
} as const;
