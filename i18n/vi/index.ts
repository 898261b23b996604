import type { Translation } from '../i18n-types';

const vi: Translation = {
  shell: {
    notifications: "Thông báo",
    close: "Đóng",
    skipToContent: 'Chuyển đến nội dung chính',
    mainMenu: 'Menu chính',
    home: 'Trang chủ',
    language: 'Ngôn ngữ',
    search: 'Tìm kiếm',
    login: 'Đăng nhập',
    footer: 'Thông tin trang web',
    opensInNewWindow: 'mở trong cửa sổ mới',
    loginRequired: 'Bạn chưa đăng nhập, vui lòng đăng nhập trước.',
    menuUnavailable: 'Không thể tải menu.',
    loading: 'Đang tải…',
  },
  home: {
    title: 'Giải pháp mạng cho đối tác',
    intro:
      'Khám phá thiết bị chuyển mạch, bộ định tuyến, sản phẩm không dây và bảo mật, lập báo giá và theo dõi đơn hàng từ hợp đồng đến khi giao hàng.',
  },
  errors: {
    pleaseLogIn: "Vui lòng đăng nhập",
    timeout: "Máy chủ không phản hồi kịp thời. Vui lòng thử lại.",
    requestFailed: "Yêu cầu thất bại (HTTP {status}).",
    networkDown: "Cổng thông tin không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối.",
    notFoundTitle: 'Không tìm thấy trang',
    notFoundBody: 'Trang bạn yêu cầu không tồn tại hoặc đã được di chuyển.',
    unauthorizedTitle: 'Không có quyền truy cập',
    unauthorizedBody: 'Bạn không có quyền mở trang này.',
    backHome: 'Quay lại trang chủ',
  },
};

export default vi;
