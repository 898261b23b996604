import type { NamespaceDcnetTranslation } from '../../i18n-types';

const vi_dcnet: NamespaceDcnetTranslation = {
  title: 'Tư cách thành viên DCNet',
  intro:
    'Vị trí của bạn trong chương trình đối tác, các loại đối tác bạn có thể đăng ký và các đơn đăng ký của bạn.',
  standing: 'Vị trí của bạn',
  dcnetId: 'Mã DCNet',
  notMember: 'Chưa là thành viên',
  tier: 'Loại đối tác',
  level: 'Cấp độ',
  noLevel: 'Chưa có cấp độ',
  validity: 'Hiệu lực',
  validRange: 'từ {start} đến {end}',
  noValidity: 'Không có tư cách thành viên còn hiệu lực',
  openTitle: 'Đăng ký một loại đối tác',
  openIntro: 'Bạn có thể đăng ký các loại đối tác này ngay bây giờ.',
  noneOpen:
    'Bạn đã có đơn đang chờ xét duyệt hoặc tư cách thành viên còn hiệu lực cho mọi loại đối tác, nên hiện chưa có gì để đăng ký.',
  applyFor: 'Đăng ký làm {tier}',
  rulesTitle: 'Trụ sở chính quyết định như thế nào',
  ruleLevels:
    'Trụ sở chính xét duyệt từng đơn và cấp một cấp độ: sơ cấp, Bạc, Vàng hoặc Kim cương, có hiệu lực trong thời hạn do trụ sở ấn định.',
  ruleDistributor:
    'Đối tác dự án ủy quyền (APP) mua hàng qua một nhà phân phối chính. Bạn có thể đề xuất, trụ sở chính sẽ chọn.',
  ruleMigration:
    'Trụ sở chính có thể chuyển đối tác dự án trực tiếp (DPP) thành đối tác dự án ủy quyền (APP).',
  ruleRevoke: 'Bạn có thể rút đơn khi đơn còn đang chờ xét duyệt.',
  applications: 'Đơn đăng ký của bạn',
  caption: 'Các đơn đăng ký thành viên của bạn',
  pages: 'Các trang đơn đăng ký',
  submitted: 'Ngày gửi',
  status: 'Trạng thái',
  actions: 'Thao tác',
  revoke: 'Rút đơn',
  revokeRow: 'Rút đơn đăng ký làm {tier}',
  revokeTitle: 'Rút đơn đăng ký',
  revokeQuestion:
    'Rút đơn đăng ký làm {tier}? Trụ sở chính sẽ không xét duyệt đơn này và bạn có thể đăng ký lại.',
  revokeSubmit: 'Rút đơn đăng ký',
  revoking: 'Đang rút đơn…',
  cancel: 'Hủy',
  forms: {
    distribution: 'Đơn đăng ký đối tác phân phối',
    project: 'Đơn đăng ký đối tác dự án',
    direct: 'Đơn đăng ký người dùng cuối trực tiếp',
    service: 'Đơn đăng ký đối tác dịch vụ',
  },
  formIntro:
    'Hãy giới thiệu hoạt động kinh doanh của bạn với trụ sở chính. Mỗi đơn đều được xét duyệt trước khi cấp cấp độ.',
  back: 'Quay lại tư cách thành viên DCNet',
  nothingToApply:
    'Bạn đã có đơn đang chờ xét duyệt hoặc tư cách thành viên còn hiệu lực cho các loại đối tác của mẫu đơn này.',
  tierSection: 'Loại đối tác',
  businessSection: 'Hoạt động kinh doanh của bạn',
  field: {
    type: 'Loại đối tác',
    end_user_type: 'Loại người dùng cuối mục tiêu',
    product_line: 'Dòng sản phẩm',
    rival_brands: 'Thương hiệu cạnh tranh',
    master_distributor: 'Nhà phân phối chính',
  },
  endUserTypeHint: 'Ví dụ: doanh nghiệp, nhà mạng viễn thông, cơ quan nhà nước hoặc giáo dục.',
  rivalBrandsHint: 'Các thương hiệu cạnh tranh mà khách hàng của bạn đang dùng.',
  distributorHint:
    'Trụ sở chính chọn nhà phân phối chính cho bạn; hãy ghi nhà phân phối bạn đề xuất.',
  purchasesSection: 'Doanh số mua ba năm gần nhất (USD)',
  purchasesHint: 'Giá trị mua sản phẩm mạng của bạn trong từng năm, tính bằng đô la Mỹ.',
  purchaseYear: 'Doanh số mua năm {year} (USD)',
  partnersSection: 'Đối tác cấp dưới',
  partnersHint: 'Các đối tác bán hàng hoặc lắp đặt thông qua bạn. Thêm bao nhiêu dòng tùy ý.',
  noPartners: 'Chưa thêm đối tác cấp dưới nào.',
  partnerRow: 'Đối tác cấp dưới {n}',
  partnerField: {
    company: 'Công ty',
    project_details: 'Chi tiết dự án',
    industry: 'Ngành',
    business_type: 'Loại hình kinh doanh',
    contact: 'Người liên hệ',
    email: 'Địa chỉ e-mail',
    phone: 'Điện thoại',
    website: 'Trang web',
  },
  partnerFieldIn: '{field} (đối tác cấp dưới {n})',
  addPartner: 'Thêm đối tác cấp dưới',
  removePartner: 'Xóa đối tác cấp dưới {n}',
  partnersFull: 'Một đơn có tối đa {max} đối tác cấp dưới.',
  partnerRemoved: 'Đã xóa đối tác cấp dưới.',
  submit: 'Gửi đơn đăng ký',
  submitting: 'Đang gửi…',
  draft: {
    offer: 'Bạn có một đơn đăng ký chưa hoàn tất từ lần truy cập trước.',
    resume: 'Tiếp tục',
    discard: 'Bắt đầu lại',
    kept: 'Nội dung bạn nhập được lưu trong trình duyệt này cho đến khi bạn gửi.',
  },
};

export default vi_dcnet;
