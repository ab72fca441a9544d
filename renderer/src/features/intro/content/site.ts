/*
 * The public site's frame, in Korean like every public page (service-area 2.18): navigation, the
 * trial dialog, the footer, the floating buttons. Page copy lives beside it (home.ts, academy.ts, ...).
 */

export const SITE = {
  brand: '보다 클래스룸',
  nav: [
    { to: '/', label: '서비스 소개' },
    { to: '/intro/academy', label: '학원 소개' },
    { to: '/intro/personalClass', label: '개별진도 수업' },
    { to: '/intro/privateClass', label: '1:1 수업' },
    { to: '/intro/help/faq', label: '자주 묻는 질문' },
    { to: '/intro/contact', label: '상담 신청' },
  ],
  navLabel: '사이트 메뉴',
  faqTitle: '자주 묻는 질문',
  menuOpen: '메뉴 열기',
  menuClose: '메뉴 닫기',
  skipToContent: '본문으로 건너뛰기',
  trial: {
    button: '체험하기',
    title: '보다 클래스룸 체험하기',
    lead: '짧은 데모 영상으로 수업 화면을 먼저 살펴보고, 데모 사이트에서 선생님과 학생 화면을 직접 써 보세요.',
    videoLabel: '보다 클래스룸 데모 영상',
    demoLink: '데모 사이트로 이동',
    demoNote: '데모 사이트에서는 체험용 계정으로 로그인합니다.',
    noDemo: '이 서버에는 데모 사이트가 없습니다. 상담 신청을 남겨 주시면 체험 방법을 안내해 드립니다.',
    close: '닫기',
    mail: {
      label: '데모 사이트 주소를 메일로 받기',
      placeholder: 'name@example.com',
      send: '메일 보내기',
      sent: '데모 사이트 안내 메일을 보냈습니다. 메일함을 확인해 주세요.',
      invalid: '올바른 이메일 주소를 입력해 주세요.',
      tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      failed: '메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
      honeypot: '홈페이지 (비워 두세요)',
    },
  },
  /** The demo video until the server's intro setting (INTRO_SETTING) answers. */
  demoVideo: 'intro/demo.webm',
  brochure: { label: '서비스 소개서 (PDF) 내려받기', file: 'intro/brochure.pdf', fileName: '보다클래스룸_서비스소개서.pdf' },
  call: { label: '고객센터 전화하기', noPhone: '상담 신청하기' },
  footer: {
    policy: '개인정보처리방침',
    service: '이용약관',
    support: '고객센터 평일 09:00~18:00 (한국 시간)',
    operator: '운영사',
    phone: '전화',
    email: '이메일',
    copyright: '© 보다 클래스룸',
  },
} as const;

/** Numbers as the site writes money: 250000 -> '250,000원'. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
