import type { NamespaceServerTranslation } from '../../i18n-types';

const vi_server: NamespaceServerTranslation = {
  ok: 'Thành công',
  invalidRequest: 'Yêu cầu không hợp lệ: {detail}',
  notFound: 'Không tìm thấy',
  internalError: 'Máy chủ không thể hoàn tất yêu cầu. Vui lòng thử lại sau.',
};

export default vi_server;
