import { z } from 'zod';
import { validatePhone } from '../validation/fields';
import { defineCommand } from './define';

/*
 * The public enquiry form (/intro/contact?type=, service-area 5 "Enquiry form", 9 "Enquiry"): one
 * rule set, used by the form in the browser and by the server that stores and mails it.
 */

/** The form's tabs: one-to-one (privateClass) and individual-pace (personalClass). */
export const EnquiryClassType = { PRIVATE: 'PRIVATE', PERSONAL: 'PERSONAL' } as const;
export type EnquiryClassTypeValue = (typeof EnquiryClassType)[keyof typeof EnquiryClassType];
export const ENQUIRY_CLASS_TYPES = [EnquiryClassType.PRIVATE, EnquiryClassType.PERSONAL] as const;

export const ENQUIRER_TYPES = ['STUDENT', 'PARENT'] as const;
export type EnquirerType = (typeof ENQUIRER_TYPES)[number];

export const SCHOOL_LEVELS = ['ELEMENTARY', 'MIDDLE', 'HIGH'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

/** Grades each tab offers: the individual-pace class is for middle-school level only (service-area 9). */
export const ENQUIRY_LEVELS: Record<EnquiryClassTypeValue, readonly SchoolLevel[]> = {
  PRIVATE: ['ELEMENTARY', 'MIDDLE', 'HIGH'],
  PERSONAL: ['MIDDLE'],
};

/** Grade detail (school year) per level. */
export const GRADE_YEARS: Record<SchoolLevel, number> = { ELEMENTARY: 6, MIDDLE: 3, HIGH: 3 };

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LESSON_MINUTES = [60, 90, 120] as const;
export type LessonMinutes = (typeof LESSON_MINUTES)[number];

/** Half-hour slots from 18:30; the last one ends at 23:00. */
export const SLOT_FIRST = '18:30';
export const SLOT_END = '23:00';
export const SLOT_MINUTES = 30;
export const ENQUIRY_CONTENT_MAX = 300;
export const ENQUIRY_NAME_MAX = 20;
export const ENQUIRY_TEACHER_MAX = 30;

/** Weekly sessions per tab: individual-pace 2 to 4 sessions of 120 minutes; one-to-one up to 3 (the price tables). */
export const SESSION_COUNT: Record<EnquiryClassTypeValue, { min: number; max: number }> = {
  PERSONAL: { min: 2, max: 4 },
  PRIVATE: { min: 0, max: 3 },
};

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every half-hour slot's start: 18:30, 19:00, ... 22:30. */
export const ENQUIRY_SLOTS: readonly string[] = Array.from(
  { length: (toMinutes(SLOT_END) - toMinutes(SLOT_FIRST)) / SLOT_MINUTES },
  (_v, i) => toHhmm(toMinutes(SLOT_FIRST) + i * SLOT_MINUTES),
);

/** Lesson lengths a pupil may choose: elementary only 60 minutes; the individual-pace class is 120. */
export function allowedLessonMinutes(classType: EnquiryClassTypeValue, level: SchoolLevel | null): readonly LessonMinutes[] {
  if (classType === EnquiryClassType.PERSONAL) return [120];
  return level === 'ELEMENTARY' ? [60] : LESSON_MINUTES;
}

/** Starts a session of this length may have: half hours from 18:30 that end by 23:00 (120 minutes: up to 21:00). */
export function allowedStarts(lessonMinutes: number): string[] {
  return ENQUIRY_SLOTS.filter((start) => toMinutes(start) + lessonMinutes <= toMinutes(SLOT_END));
}

/** The half-hour slots a session covers (a 120-minute session is 4 consecutive slots). */
export function sessionSlots(start: string, lessonMinutes: number): string[] {
  const first = toMinutes(start);
  return Array.from({ length: lessonMinutes / SLOT_MINUTES }, (_v, i) => toHhmm(first + i * SLOT_MINUTES));
}

export const enquirySessionSchema = z.object({ day: z.enum(WEEKDAYS), start: z.string().regex(/^\d{2}:\d{2}$/) });
export type EnquirySession = z.infer<typeof enquirySessionSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

export const enquiryInputSchema = z
  .object({
    classType: z.enum(ENQUIRY_CLASS_TYPES),
    studentName: trimmed(ENQUIRY_NAME_MAX),
    /** Hyphens and spaces are how people type phone numbers; the digits are what is kept. */
    phone: z.string().transform((v) => v.replace(/[\s-]/g, '')),
    enquirerType: z.enum(ENQUIRER_TYPES),
    schoolLevel: z.enum(SCHOOL_LEVELS),
    grade: z.number().int(),
    teacher: trimmed(ENQUIRY_TEACHER_MAX),
    lessonMinutes: z.number().int(),
    sessions: z.array(enquirySessionSchema).max(5),
    content: z.string().max(ENQUIRY_CONTENT_MAX).default(''),
    agreement: z.boolean(),
    marketing: z.boolean().default(false),
    /** A field people never see (the honeypot): anything in it marks the enquiry as spam. */
    homepage: z.string().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string, key?: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, ...(key ? { params: { key } } : {}) });
    if (v.studentName === '') issue('studentName', 'Required field.', 'required');
    const phone = validatePhone(v.phone);
    if (phone) issue('phone', phone.message, phone.key);
    if (v.teacher === '') issue('teacher', 'Required field.', 'required');
    if (!v.agreement) issue('agreement', 'The agreement to the collection of personal information is required.');
    if (!ENQUIRY_LEVELS[v.classType].includes(v.schoolLevel)) issue('schoolLevel', 'This class is not offered for this school level.');
    if (v.grade < 1 || v.grade > GRADE_YEARS[v.schoolLevel]) issue('grade', 'No such school year at this level.');
    if (!(allowedLessonMinutes(v.classType, v.schoolLevel) as readonly number[]).includes(v.lessonMinutes)) {
      issue('lessonMinutes', 'This lesson length is not offered here (elementary: 60 minutes only).');
    }
    const { min, max } = SESSION_COUNT[v.classType];
    if (v.sessions.length < min || v.sessions.length > max) issue('sessions', `Choose ${min} to ${max} weekly sessions.`);
    const starts = allowedStarts(v.lessonMinutes);
    const days = new Set<string>();
    v.sessions.forEach((session, i) => {
      if (days.has(session.day)) ctx.addIssue({ code: 'custom', path: ['sessions', i, 'day'], message: 'One session a day.' });
      days.add(session.day);
      if (!starts.includes(session.start)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sessions', i, 'start'],
          message: 'Sessions start on the half hour from 18:30 and end by 23:00.',
        });
      }
    });
  });
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

export const enquiryCommands = {
  /**
   * Anyone may send an enquiry. The answer is the same for every accepted one (stored and mailed,
   * stored only, or kept aside as spam), so a bot learns nothing from it.
   */
  'enquiry.SEND': defineCommand({
    method: 'POST',
    path: '/open/enquiry',
    command: 'SEND',
    encoding: 'json',
    resource: { name: 'enquiry', kind: 'change' },
    access: 'public',
    input: enquiryInputSchema,
    output: z.object({ result: z.object({ received: z.literal(true) }) }),
  }),
} as const;
