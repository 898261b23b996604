import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const ko_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: '견적',
  /** The quotation's columns as head office reads them. */
  partnerPrice: '파트너 가격 (GPL에서 파트너 할인 적용)',
  partnerSubtotal: '소계 (수량 × 파트너 가격)',
  queue: '승인을 기다리는 견적',
  pages: '승인을 기다리는 견적 페이지',
  keyword: '견적 번호, 회사 또는 이메일',
  search: '검색',
  number: '견적',
  partner: '파트너',
  project: '프로젝트',
  amount: '금액',
  waitingSince: '대기 시작',
  open: '열기',
  none: '승인을 기다리는 견적이 없습니다.',
  noMatch: '승인을 기다리는 견적 중 “{keyword}”와(과) 일치하는 견적이 없습니다.',
  detailTitle: '견적 {code}',
  close: '견적 닫기',
  status: '상태',
  email: '이메일',
  partnerType: '파트너 유형',
  dcnetId: 'DCNet 아이디',
  version: '버전',
  created: '작성일',
  validUntil: '유효 기한',
  noProject: '프로젝트 없음',
  remark: '비고',
  decision: '결정',
  expired: '만료됨',
  expiredNotice:
    '이 견적은 {date}에 만료되어 가격이 더 이상 유효하지 않으므로, 반려할 수는 있지만 승인할 수는 없습니다.',
  decisionHint:
    '승인하면 파트너가 이 버전으로 주문을 만들 수 있습니다. 반려하면 파트너에게 사유가 전달됩니다.',
  approve: '승인',
  reason: '반려 사유',
  reject: '반려',
  decided: '본사에서 이 견적에 대해 결정했습니다.',
  actions: {
    approve: '견적 승인',
    reject: '견적 반려',
  },
  partnerView: {
    rejectReason: '반려 사유',
    rejected:
      '본사가 이 견적을 승인하지 않아 주문을 만들 수 없습니다. 본사가 요청한 내용을 반영하여 새 견적을 만드세요.',
    toCart: '장바구니로 이동',
  },
};

export default ko_quotationDesk;
