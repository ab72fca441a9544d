import type { EnquiryRow } from '../../db/schema';
import type { MailMessage } from '../../mail';

/* The enquiry mail (service-area 7 "Enquiry mail": recipients, sender, subject, text, name, phone), in Korean like the site. */

const CLASS_TYPE: Record<string, string> = { PRIVATE: '1:1 수업', PERSONAL: '개별진도 수업' };
const ENQUIRER: Record<string, string> = { STUDENT: '학생', PARENT: '학부모' };
const LEVEL: Record<string, string> = { ELEMENTARY: '초등학교', MIDDLE: '중학교', HIGH: '고등학교' };
const DAY: Record<string, string> = { MON: '월', TUE: '화', WED: '수', THU: '목', FRI: '금' };

function endOf(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function enquiryMail(row: EnquiryRow, to: string[]): MailMessage {
  const sessions = row.sessions.length
    ? row.sessions.map((s) => `${DAY[s.day] ?? s.day} ${s.start}~${endOf(s.start, row.lessonMinutes)}`).join(', ')
    : '선택 안 함';
  const text = [
    `새 상담 신청이 접수되었습니다 (접수 번호 ${row.enquiryIdx}).`,
    '',
    `수업 종류: ${CLASS_TYPE[row.classType] ?? row.classType}`,
    `학생 이름: ${row.studentName}`,
    `연락처: ${row.phone}`,
    `신청자: ${ENQUIRER[row.enquirerType] ?? row.enquirerType}`,
    `학년: ${LEVEL[row.schoolLevel] ?? row.schoolLevel} ${row.grade}학년`,
    `희망 선생님: ${row.teacher}`,
    `수업 시간: ${row.lessonMinutes}분`,
    `희망 요일·시간: ${sessions}`,
    `마케팅 정보 수신 동의: ${row.marketing ? '예' : '아니요'}`,
    `접수 시각: ${row.regDatetime.toISOString()}`,
    '',
    '문의 내용:',
    row.content || '(없음)',
  ].join('\n');
  return { to, subject: `[상담 신청] ${CLASS_TYPE[row.classType] ?? row.classType} · ${row.studentName} (${row.phone})`, text };
}
