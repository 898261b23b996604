import type { NamespacePersonalCentreTranslation } from '../../i18n-types';

const vi_personalCentre: NamespacePersonalCentreTranslation = {
  frame: {
    settings: 'Cài đặt hiển thị',
    size: 'Cỡ chữ và nút điều khiển',
    sizeLarge: 'Lớn',
    sizeDefault: 'Mặc định',
    sizeSmall: 'Nhỏ',
    newTab: 'mở trong thẻ mới',
  },
  home: {
    profile: 'Hồ sơ của bạn',
    name: 'Họ tên',
    company: 'Công ty',
    email: 'Địa chỉ email',
    country: 'Quốc gia hoặc khu vực',
    telephone: 'Điện thoại',
    website: 'Trang web',
    address: 'Địa chỉ',
    partnerType: 'Loại đối tác',
    dcnetId: 'Mã DCNet',
    memberSince: 'Thành viên từ',
    lastLogin: 'Lần đăng nhập trước',
    notGiven: 'Chưa nhập',
    noTier: 'Chưa có',
    firstLogin: 'Đây là lần đăng nhập đầu tiên của bạn',
    editProfile: 'Sửa hồ sơ',
    overview: 'Hồ sơ công việc của bạn',
    open: 'Mở {screen}',
    completeTitle: 'Hồ sơ của bạn còn thiếu một số thông tin',
    completeIntro:
      'Đơn đăng ký thành viên và đơn hàng in các thông tin này. Vui lòng bổ sung vào hồ sơ:',
  },
  avatar: {
    label: 'Ảnh hồ sơ',
    alt: 'Ảnh hồ sơ của {name}',
    choose: 'Chọn ảnh mới',
    hint: 'Ảnh JPEG, PNG, GIF hoặc WebP, tối đa {maxKb} kB.',
    preview: 'Xem trước ảnh mới',
    save: 'Lưu ảnh',
    saving: 'Đang lưu…',
    cancel: 'Hủy',
    tooLarge: 'Ảnh lớn hơn {maxKb} kB. Vui lòng chọn ảnh nhỏ hơn.',
    notImage: 'Tệp này không phải ảnh JPEG, PNG, GIF hoặc WebP. Vui lòng chọn tệp khác.',
    unreadable: 'Không đọc được tệp. Vui lòng chọn lại.',
  },
  profile: {
    title: 'Sửa hồ sơ của bạn',
    save: 'Lưu hồ sơ',
    saving: 'Đang lưu…',
    cancel: 'Hủy',
  },
};

export default vi_personalCentre;
