import type { NamespaceCartTranslation } from '../../i18n-types';

const vi_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    'Báo giá đã được tạo nhưng không thể đưa các dòng ra khỏi giỏ hàng: chúng vẫn còn ở đó.',
  quotedLinesLeave:
    'Các dòng bạn đưa vào báo giá sẽ rời khỏi giỏ hàng; báo giá giữ các dòng đó và có thể thay đổi trên trang của báo giá.',
  title: 'Giỏ hàng',
  loginFirst: 'Bạn chưa đăng nhập, vui lòng đăng nhập trước.',
  intro:
    'Sản phẩm chính cùng phụ kiện theo giá GPL. Đánh dấu các dòng cần báo giá và lập báo giá: báo giá được tính theo chiết khấu đối tác của bạn.',
  caption: 'Giỏ hàng của bạn',
  empty: 'Giỏ hàng của bạn đang trống.',
  openConfigurator: 'Mở bộ cấu hình',
  select: 'Chọn',
  selectLine: 'Chọn {model}',
  selectAll: 'Chọn tất cả các dòng',
  selected: 'Đã chọn: {count}',
  model: 'Kiểu máy',
  name: 'Sản phẩm',
  accessoryOf: 'Phụ kiện của {model}',
  price: 'Giá GPL',
  quantity: 'Số lượng',
  quantityOf: 'Số lượng {model}',
  quantityHint: 'Được lưu khi bạn rời ô hoặc nhấn Enter.',
  quantityProblem: 'Nhập số nguyên từ 1 đến {max}.',
  saving: 'Đang lưu…',
  subtotal: 'Thành tiền',
  actions: 'Thao tác',
  remove: 'Xóa',
  removeLine: 'Xóa {model}',
  removeSelected: 'Xóa các dòng đã chọn',
  removeTitle: 'Xóa khỏi giỏ hàng',
  removeQuestion: 'Xóa {model} khỏi giỏ hàng?',
  removeMainQuestion: 'Xóa {model} khỏi giỏ hàng? Các phụ kiện của nó cũng bị xóa theo.',
  removeSelectedQuestion:
    'Xóa các dòng đã chọn khỏi giỏ hàng? Phụ kiện của sản phẩm chính bị xóa cũng bị xóa theo.',
  removing: 'Đang xóa…',
  cancel: 'Hủy',
  totals: 'Tổng theo giá GPL',
  selectionTotal: 'Các dòng đã chọn',
  total: 'Cả giỏ hàng',
  remark: 'Ghi chú cho báo giá (không bắt buộc)',
  makeQuotation: 'Lập báo giá',
  making: 'Đang lập báo giá…',
  message: {
    checkProduct: 'Vui lòng đánh dấu sản phẩm',
    selectMain: 'Vui lòng chọn sản phẩm chính',
  },
};

export default vi_cart;
