import type { NamespaceDraftsTranslation } from '../../i18n-types';

const vi_drafts: NamespaceDraftsTranslation = {
  title: 'Hộp bản nháp',
  intro:
    'Biểu mẫu dự án và báo giá được lưu trước khi gửi. Bản nháp được giữ 30 ngày kể từ lần lưu gần nhất; bản nháp đã hết hạn vẫn có thể mở và lưu lại trong vài ngày.',
  caption: 'Bản nháp của bạn',
  pages: 'Các trang bản nháp',
  typeFilter: 'Hiển thị',
  allTypes: 'Mọi loại',
  type: {
    project: 'Dự án',
    quotation: 'Báo giá',
  },
  name: 'Tên',
  untitled: {
    project: 'Dự án chưa đặt tên',
    quotation: 'Báo giá chưa đặt tên',
  },
  kind: 'Loại',
  created: 'Ngày tạo',
  lastSaved: 'Lưu gần nhất',
  validUntil: 'Hiệu lực đến',
  expired: 'Đã hết hạn',
  expiredOn: 'Hết hạn vào {date}',
  expiredHint: 'Mở và lưu lại để giữ bản nháp.',
  actions: 'Thao tác',
  open: 'Mở',
  openRow: 'Mở {title}',
  resumeTitle: 'Có thay đổi chưa lưu',
  resumeBody:
    'Những thay đổi trong biểu mẫu này chưa được gửi cũng chưa lưu vào hộp bản nháp vẫn được giữ trên thiết bị này từ lần truy cập trước.',
  resume: 'Tiếp tục với thay đổi của tôi',
  discard: 'Bỏ chúng đi',
  offline:
    'Bạn đang ngoại tuyến. Mọi thứ bạn nhập được giữ trên thiết bị này; hãy gửi biểu mẫu hoặc lưu vào hộp bản nháp khi có kết nối trở lại.',
  keptLocally:
    'Thay đổi của bạn được giữ trên thiết bị này. Hãy lưu vào hộp bản nháp để giữ trong 30 ngày.',
  saving: 'Đang lưu vào hộp bản nháp…',
  savedUntil: 'Đã lưu vào hộp bản nháp. Được giữ đến {date}.',
  openedFrom: 'Mở từ hộp bản nháp.',
  saveFailed: 'Chưa lưu được bản nháp. Thay đổi của bạn vẫn được giữ trên thiết bị này.',
  save: 'Lưu vào hộp bản nháp',
  leaveTitle: 'Lưu vào hộp bản nháp trước khi chuyển trang',
  leaveBody: 'Biểu mẫu này có thay đổi chưa có trong hộp bản nháp. Lưu vào đó trước khi rời đi?',
  leaveSave: 'Lưu và rời đi',
  leaveAnyway: 'Rời đi không lưu',
  leaveAnywayHint: 'Thay đổi của bạn vẫn ở trên thiết bị này và sẽ được đề xuất lại lần sau.',
  stay: 'Ở lại trang này',
};

export default vi_drafts;
