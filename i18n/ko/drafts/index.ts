import type { NamespaceDraftsTranslation } from '../../i18n-types';

const ko_drafts: NamespaceDraftsTranslation = {
  title: '임시 보관함',
  intro:
    '보내기 전에 저장한 프로젝트 및 견적 양식입니다. 임시 저장본은 마지막으로 저장한 후 30일 동안 보관되며, 만료된 임시 저장본도 며칠 동안은 열어서 다시 저장할 수 있습니다.',
  caption: '내 임시 저장본',
  pages: '임시 저장본 페이지',
  typeFilter: '보기',
  allTypes: '모든 유형',
  type: {
    project: '프로젝트',
    quotation: '견적',
  },
  name: '이름',
  untitled: {
    project: '이름 없는 프로젝트',
    quotation: '이름 없는 견적',
  },
  kind: '유형',
  created: '생성일',
  lastSaved: '마지막 저장',
  validUntil: '유효 기한',
  expired: '만료됨',
  expiredOn: '{date}에 만료됨',
  expiredHint: '보관하려면 열어서 다시 저장하세요.',
  actions: '작업',
  open: '열기',
  openRow: '{title} 열기',
  resumeTitle: '저장되지 않은 변경 사항이 있습니다',
  resumeBody:
    '보내지도 임시 보관함에 저장하지도 않은 이 양식의 변경 사항이 지난 방문부터 이 기기에 보관되어 있습니다.',
  resume: '변경 사항 이어서 작성',
  discard: '버리기',
  offline:
    '오프라인 상태입니다. 입력한 내용은 모두 이 기기에 보관됩니다. 연결이 복구되면 양식을 보내거나 임시 보관함에 저장하세요.',
  keptLocally:
    '변경 사항이 이 기기에 보관되어 있습니다. 30일 동안 보관하려면 임시 보관함에 저장하세요.',
  saving: '임시 보관함에 저장하는 중…',
  savedUntil: '임시 보관함에 저장했습니다. {date}까지 보관됩니다.',
  openedFrom: '임시 보관함에서 열었습니다.',
  saveFailed: '임시 저장본을 저장하지 못했습니다. 변경 사항은 이 기기에 보관되어 있습니다.',
  save: '임시 보관함에 저장',
  leaveTitle: '이동하기 전에 임시 보관함에 저장하세요',
  leaveBody: '이 양식에는 아직 임시 보관함에 없는 변경 사항이 있습니다. 나가기 전에 저장할까요?',
  leaveSave: '저장하고 나가기',
  leaveAnyway: '저장하지 않고 나가기',
  leaveAnywayHint: '변경 사항은 이 기기에 남아 있으며 다음에 다시 제안됩니다.',
  stay: '이 페이지에 머무르기',
};

export default ko_drafts;
