import type { NamespaceServerTranslation } from '../../i18n-types';

const ko_server: NamespaceServerTranslation = {
  ok: '성공',
  invalidRequest: '잘못된 요청: {detail}',
  notFound: '찾을 수 없음',
  internalError: '서버가 요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
};

export default ko_server;
