import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const vi_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'Báo giá',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Giá đối tác (GPL trừ chiết khấu đối tác)',
  partnerSubtotal: 'Thành tiền (số lượng × giá đối tác)',
  queue: 'Báo giá đang chờ duyệt',
  pages: 'Các trang báo giá đang chờ duyệt',
  keyword: 'Số báo giá, công ty hoặc email',
  search: 'Tìm',
  number: 'Báo giá',
  partner: 'Đối tác',
  project: 'Dự án',
  amount: 'Số tiền',
  waitingSince: 'Chờ từ',
  open: 'Mở',
  none: 'Không có báo giá nào đang chờ duyệt.',
  noMatch: 'Không có báo giá nào đang chờ duyệt khớp với “{keyword}”.',
  detailTitle: 'Báo giá {code}',
  close: 'Đóng báo giá',
  status: 'Trạng thái',
  email: 'Thư điện tử',
  partnerType: 'Loại đối tác',
  dcnetId: 'Mã DCNet',
  version: 'Phiên bản',
  created: 'Ngày tạo',
  validUntil: 'Hiệu lực đến',
  noProject: 'Không có dự án',
  remark: 'Ghi chú',
  decision: 'Quyết định',
  expired: 'Đã hết hạn',
  expiredNotice:
    'Báo giá này đã hết hạn vào {date}: giá không còn hiệu lực, nên có thể từ chối nhưng không thể duyệt.',
  decisionHint:
    'Khi được duyệt, đối tác có thể tạo đơn hàng từ phiên bản này. Khi bị từ chối, đối tác sẽ nhận được lý do.',
  approve: 'Duyệt',
  reason: 'Lý do từ chối',
  reject: 'Từ chối',
  decided: 'Trụ sở đã quyết định về báo giá này.',
  actions: {
    approve: 'Đã duyệt báo giá',
    reject: 'Đã từ chối báo giá',
  },
  partnerView: {
    rejectReason: 'Lý do từ chối',
    rejected:
      'Trụ sở chưa duyệt báo giá này nên không thể tạo đơn hàng từ nó. Hãy lập báo giá mới với những thay đổi mà trụ sở yêu cầu.',
    toCart: 'Đến giỏ hàng',
  },
};

export default vi_quotationDesk;
