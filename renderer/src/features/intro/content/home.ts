/*
 * The intro page for schools (/, service-area 2.18): sections home, introVideo, feature, pricing,
 * case (FAQ) and contact, written from the spec's claims.
 */

export const HOME = {
  hero: {
    eyebrow: '학교와 학원을 위한 온라인 수업·숙제 서비스',
    title: '선생님은 가르치는 일에만 집중하세요',
    lead: '실시간 수업, 필기 노트 확인, 숙제 채점까지 하나로. 전국 약 1,100개 학교가 보다 클래스룸으로 수업합니다.',
    contact: '도입 상담 신청',
    finderTitle: '이미 이용 중인 학교·학원이라면',
  },
  sections: {
    introVideo: '수업 화면 미리 보기',
    feature: '수업이 달라지는 기능',
    pricing: '이용 요금',
    case: '자주 묻는 질문',
    contact: '도입 문의',
  },
  introVideo: {
    lead: '선생님 화면에서 학생들의 노트와 집중 상태를 함께 보며 수업하는 모습을 확인해 보세요.',
    caption: '데모 영상 (소리 없음)',
  },
  features: [
    {
      key: 'focus',
      title: '집중하는지 한눈에',
      text: '멀티 노트로 학생들의 필기를 동시에 보고, 수업 화면을 벗어난 학생은 자리 비움으로 바로 알 수 있습니다.',
    },
    {
      key: 'present',
      title: '보여 주며 이끄는 수업',
      text: '선생님 화면을 학생들에게 띄워 설명하고, 학생 화면을 함께 보며 풀이를 안내합니다.',
    },
    { key: 'notes', title: '노트는 자동으로 저장', text: '수업 중 필기한 노트가 저장되어 선생님과 학생이 언제든 다시 볼 수 있습니다.' },
    { key: 'points', title: '상점과 벌점', text: '수업 태도와 참여에 따라 상점과 벌점을 주어 동기를 북돋웁니다.' },
    { key: 'grading', title: '노트 채점', text: '제출된 노트와 숙제를 채점하고 틀린 문제를 다시 풀도록 돌려보낼 수 있습니다.' },
    { key: 'afterSchool', title: '방과후 수업과 동영상', text: '동영상을 포함한 방과후 수업도 같은 화면에서 운영합니다.' },
  ],
  pricing: {
    lead: '학교 규모에 맞게 필요한 만큼만 이용하세요. 모든 금액은 부가세 별도입니다.',
    plans: [
      {
        key: 'standard',
        name: '기본 서비스',
        price: '학생 1명당 월 10,000원',
        points: ['실시간 수업과 멀티 노트', '노트 저장과 채점', '숙제 배포와 자동 채점'],
      },
      {
        key: 'afterSchool',
        name: '방과후 부가 서비스',
        price: '학생 1명당 월 8,000원 추가',
        points: ['동영상을 포함한 방과후 수업', '기본 서비스를 이용하는 경우에만 신청 가능'],
      },
      { key: 'consulting', name: '맞춤 구성', price: '상담 후 안내', points: ['교육청·여러 학교 단위 도입', '학교 환경에 맞춘 설정'] },
    ],
    vat: '부가세 별도',
  },
  cases: {
    title: '함께하는 선생님들의 이야기',
    note: '아래 후기는 예시입니다.',
    testimonials: [
      {
        quote: '학생들 노트를 한 화면에서 보니 누가 막혔는지 바로 보여서 설명할 곳을 놓치지 않게 됐어요.',
        who: '중학교 수학 선생님 (예시)',
      },
      { quote: '숙제 채점이 자동으로 되니 틀린 문제를 다시 풀게 하는 데 시간을 더 쓸 수 있습니다.', who: '고등학교 과학 선생님 (예시)' },
      { quote: '방과후 수업도 같은 화면에서 운영하니 학생들이 헤매지 않아요.', who: '초등학교 방과후 담당 선생님 (예시)' },
    ],
    customersTitle: '이런 곳에서 사용합니다',
    customers: ['초등학교', '중학교', '고등학교', '교육청', '학원'],
    faqMore: '질문 더 보기',
    faqLess: '접기',
    faqAll: '자주 묻는 질문 전체 보기',
  },
  contact: {
    lead: '도입 일정과 구성, 요금이 궁금하시면 상담을 신청하거나 고객센터로 전화해 주세요.',
    form: '상담 신청하기',
    phone: '고객센터',
    phoneUnset: '[고객센터 번호]',
  },
} as const;
