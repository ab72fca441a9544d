import {
  ENQUIRY_CONTENT_MAX,
  ENQUIRY_LEVELS,
  type EnquirerType,
  type EnquiryClassTypeValue,
  type EnquiryInput,
  type EnquirySession,
  type SchoolLevel,
  allowedLessonMinutes,
  validatePhone,
} from '@boda/contract';
import { z } from 'zod';
import { ENQUIRY } from './content/enquiry';
import { fitSessions, sessionCountProblem } from './slots';

/* The enquiry form's state and its checks before sending (the server checks the same rules again). */

export interface EnquiryFormState {
  classType: EnquiryClassTypeValue;
  studentName: string;
  phone: string;
  enquirerType: EnquirerType | '';
  schoolLevel: SchoolLevel | '';
  grade: string;
  teacher: string;
  lessonMinutes: number;
  sessions: EnquirySession[];
  content: string;
  agreement: boolean;
  marketing: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  homepage: string;
}

export type EnquiryField =
  'studentName' | 'phone' | 'enquirerType' | 'schoolLevel' | 'grade' | 'teacher' | 'lessonMinutes' | 'sessions' | 'content' | 'agreement';
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const FIELD_ORDER: readonly EnquiryField[] = [
  'studentName',
  'phone',
  'enquirerType',
  'schoolLevel',
  'grade',
  'teacher',
  'lessonMinutes',
  'sessions',
  'content',
  'agreement',
];

export function typeFromQuery(type: string | null): EnquiryClassTypeValue {
  return type?.toUpperCase() === 'PERSONAL' ? 'PERSONAL' : 'PRIVATE';
}

export function initialForm(classType: EnquiryClassTypeValue): EnquiryFormState {
  const levels = ENQUIRY_LEVELS[classType];
  const schoolLevel = levels.length === 1 ? (levels[0] ?? '') : '';
  return {
    classType,
    studentName: '',
    phone: '',
    enquirerType: '',
    schoolLevel,
    grade: '',
    teacher: '',
    lessonMinutes: allowedLessonMinutes(classType, schoolLevel || null)[0] ?? 60,
    sessions: [],
    content: '',
    agreement: false,
    marketing: false,
    homepage: '',
  };
}

/** A change of tab or school level keeps what still fits: grade, lesson length and sessions follow the rules. */
export function withLevel(form: EnquiryFormState, schoolLevel: SchoolLevel | ''): EnquiryFormState {
  const minutes = allowedLessonMinutes(form.classType, schoolLevel || null);
  const lessonMinutes = (minutes as readonly number[]).includes(form.lessonMinutes) ? form.lessonMinutes : (minutes[0] ?? 60);
  return { ...form, schoolLevel, grade: '', lessonMinutes, sessions: fitSessions(form.sessions, lessonMinutes, form.classType) };
}

export function withLessonMinutes(form: EnquiryFormState, lessonMinutes: number): EnquiryFormState {
  return { ...form, lessonMinutes, sessions: fitSessions(form.sessions, lessonMinutes, form.classType) };
}

export function validateForm(form: EnquiryFormState): EnquiryErrors {
  const e = ENQUIRY.errors;
  const errors: EnquiryErrors = {};
  if (form.studentName.trim() === '') errors.studentName = e.required;
  const phone = form.phone.replace(/[\s-]/g, '');
  if (phone === '') errors.phone = e.required;
  else if (validatePhone(phone)) errors.phone = e.phone;
  if (form.enquirerType === '') errors.enquirerType = e.required;
  if (form.schoolLevel === '') errors.schoolLevel = e.required;
  if (form.grade === '') errors.grade = e.required;
  if (form.teacher === '') errors.teacher = e.required;
  const count = sessionCountProblem(form.sessions.length, form.classType);
  if (count) errors.sessions = count.kind === 'min' ? e.sessionsMin(count.limit) : e.sessionsMax(count.limit);
  if (form.content.length > ENQUIRY_CONTENT_MAX) errors.content = e.content(ENQUIRY_CONTENT_MAX);
  if (!form.agreement) errors.agreement = e.agreement;
  return errors;
}

/** validateForm as the form's schema: each problem under its field. */
export const enquirySchema = z.custom<EnquiryFormState>().superRefine((form, ctx) => {
  for (const [field, message] of Object.entries(validateForm(form))) ctx.addIssue({ code: 'custom', path: [field], message });
});

/** The command input of a form that passed validateForm. */
export function toInput(form: EnquiryFormState): EnquiryInput {
  return {
    classType: form.classType,
    studentName: form.studentName.trim(),
    phone: form.phone,
    enquirerType: form.enquirerType as EnquirerType,
    schoolLevel: form.schoolLevel as SchoolLevel,
    grade: Number(form.grade),
    teacher: form.teacher,
    lessonMinutes: form.lessonMinutes,
    sessions: form.sessions,
    content: form.content,
    agreement: form.agreement,
    marketing: form.marketing,
    ...(form.homepage ? { homepage: form.homepage } : {}),
  };
}

/** The server's field errors (`sessions.1.start`) as the form's fields. */
export function serverErrors(details: readonly { path: string; message: string }[]): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const d of details) {
    const field = d.path.split('.')[0] as EnquiryField;
    if (FIELD_ORDER.includes(field) && !errors[field]) errors[field] = ENQUIRY.errors.server;
  }
  return errors;
}
