/* The academy pages (service-area 2.18): intro with the 4-tab carousel, class method, teacher profiles. */

export const ACADEMY = {
  title: '보다 온라인 학원',
  lead: '집에서도 선생님과 마주 앉은 것처럼. 학생마다 맞춘 진도와 꼼꼼한 관리로 스스로 공부하는 힘을 길러 줍니다.',
  carouselLabel: '학원 수업의 특징',
  carouselPause: '자동 넘김 멈춤',
  carouselPlay: '자동 넘김 시작',
  slides: [
    {
      key: 'pace',
      tab: '맞춤 진도',
      title: '같은 시간, 학생마다 다른 진도',
      text: '같은 시간에 수업해도 학생마다 진도와 내용을 맞춰 가르칩니다.',
    },
    {
      key: 'routine',
      tab: '자기주도 학습',
      title: '숙제 확인과 학습 루틴',
      text: '숙제 확인, 오답 복습, 학습 루틴으로 스스로 공부하는 습관을 만듭니다.',
    },
    {
      key: 'test',
      tab: '학생별 테스트',
      title: '오답 분석, 재학습, 재시험',
      text: '학생별 테스트로 틀린 문제를 분석하고 다시 배우고 다시 시험 봅니다.',
    },
    { key: 'content', tab: '자체 콘텐츠', title: '학원이 직접 만든 교재', text: '수업에 맞춰 학원이 직접 만든 콘텐츠로 공부합니다.' },
  ],
  methodTitle: '수업 방식',
  method: [
    { title: '실시간 온라인 수업', text: '선생님이 화면을 보여 주며 설명하고, 학생의 필기 노트를 실시간으로 확인하며 바로 짚어 줍니다.' },
    { title: '숙제와 오답 관리', text: '숙제를 제출하면 채점되고, 틀린 문제는 다시 풀도록 돌려받아 완전히 이해할 때까지 복습합니다.' },
    { title: '주말 테스트', text: '개별진도 수업은 주말 테스트로 한 주의 공부를 점검하고 다음 주 진도를 정합니다.' },
    { title: '기록이 남는 수업', text: '수업 노트는 저장되고 녹화는 1개월 동안 다시 볼 수 있어 복습에 활용합니다.' },
  ],
  classesTitle: '수업 종류',
  classes: [
    { to: '/intro/personalClass', title: '개별진도 수업', text: '같은 시간 여러 학생이 각자의 진도로 공부하는 중학교 과정 수업' },
    { to: '/intro/privateClass', title: '1:1 수업', text: '선생님 한 명이 학생 한 명을 가르치는 초·중·고 맞춤 수업' },
  ],
  teachersLink: '선생님 소개 보기',
  faqTitle: '학원 수업 자주 묻는 질문',
  teachers: {
    title: '선생님 소개',
    lead: '과목별 담당 선생님이 학생 한 명 한 명의 진도와 오답을 관리합니다.',
    note: '선생님 배정은 상담 후 학생의 과정과 시간에 맞춰 정합니다.',
    profiles: [
      {
        key: 'math-middle',
        name: '중등 수학 담당',
        subject: '수학',
        classes: '개별진도 수업 · 1:1 수업',
        text: '개념 설명 뒤 바로 문제를 풀게 하고, 학생 노트를 보며 막힌 단계를 짚어 줍니다.',
      },
      {
        key: 'math-high',
        name: '고등 수학 담당',
        subject: '수학',
        classes: '1:1 수업',
        text: '오답 분석으로 약한 단원을 찾아 재학습과 재시험으로 마무리합니다.',
      },
      {
        key: 'english',
        name: '영어 담당',
        subject: '영어',
        classes: '1:1 수업',
        text: '독해와 문법을 학생 수준에 맞춰 나누어 매 수업 숙제로 확인합니다.',
      },
      {
        key: 'elementary',
        name: '초등 담당',
        subject: '국어·수학',
        classes: '1:1 수업 (60분)',
        text: '짧고 집중력 있는 60분 수업으로 공부 습관을 만들어 줍니다.',
      },
    ],
  },
} as const;
