import type { Translation } from '../i18n-types';

const ko: Translation = {
  shell: {
    notifications: "알림",
    close: "닫기",
    skipToContent: '본문으로 건너뛰기',
    mainMenu: '주 메뉴',
    home: '홈',
    language: '언어',
    search: '검색',
    login: '로그인',
    footer: '사이트 정보',
    opensInNewWindow: '새 창에서 열림',
    loginRequired: '로그인되어 있지 않습니다. 먼저 로그인해 주세요.',
    menuUnavailable: '메뉴를 불러오지 못했습니다.',
    loading: '불러오는 중…',
  },
  home: {
    title: '파트너를 위한 네트워킹',
    intro:
      '스위치, 라우터, 무선 및 보안 제품을 살펴보고, 견적을 작성하고, 계약부터 배송까지 주문을 추적하세요.',
  },
  errors: {
    pleaseLogIn: "로그인해 주세요",
    timeout: "서버가 제때 응답하지 않았습니다. 다시 시도해 주세요.",
    requestFailed: "요청이 실패했습니다(HTTP {status}).",
    networkDown: "포털이 서버에 연결할 수 없습니다. 연결을 확인해 주세요.",
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundBody: '요청한 페이지가 없거나 이동되었습니다.',
    unauthorizedTitle: '권한 없음',
    unauthorizedBody: '이 페이지를 열 권한이 없습니다.',
    backHome: '홈페이지로 돌아가기',
  },
};

export default ko;
