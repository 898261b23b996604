import type { NamespaceCartTranslation } from '../../i18n-types';

const ko_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    '견적은 만들어졌지만 품목을 장바구니에서 빼지 못했습니다. 품목이 아직 장바구니에 있습니다.',
  quotedLinesLeave:
    '견적에 넣은 품목은 장바구니에서 빠집니다. 견적이 그 품목을 유지하며 견적 페이지에서 변경할 수 있습니다.',
  title: '장바구니',
  loginFirst: '아직 로그인하지 않으셨습니다. 먼저 로그인해 주세요.',
  intro:
    '주 제품과 액세서리가 GPL 가격으로 표시됩니다. 견적할 행을 선택하고 견적을 만드세요. 견적에는 파트너 할인이 적용됩니다.',
  caption: '내 장바구니',
  empty: '장바구니가 비어 있습니다.',
  openConfigurator: '구성기 열기',
  select: '선택',
  selectLine: '{model} 선택',
  selectAll: '모든 행 선택',
  selected: '선택됨: {count}',
  model: '모델',
  name: '제품',
  accessoryOf: '{model}의 액세서리',
  price: 'GPL 가격',
  quantity: '수량',
  quantityOf: '{model} 수량',
  quantityHint: '입력란을 벗어나거나 Enter 키를 누르면 저장됩니다.',
  quantityProblem: '1부터 {max}까지의 정수를 입력하세요.',
  saving: '저장 중…',
  subtotal: '소계',
  actions: '작업',
  remove: '삭제',
  removeLine: '{model} 삭제',
  removeSelected: '선택 항목 삭제',
  removeTitle: '장바구니에서 삭제',
  removeQuestion: '{model}을(를) 장바구니에서 삭제할까요?',
  removeMainQuestion: '{model}을(를) 장바구니에서 삭제할까요? 액세서리도 함께 삭제됩니다.',
  removeSelectedQuestion:
    '선택한 행을 장바구니에서 삭제할까요? 삭제되는 주 제품의 액세서리도 함께 삭제됩니다.',
  removing: '삭제 중…',
  cancel: '취소',
  totals: 'GPL 가격 기준 합계',
  selectionTotal: '선택한 행',
  total: '장바구니 전체',
  remark: '견적 비고(선택 사항)',
  makeQuotation: '견적 만들기',
  making: '견적을 만드는 중…',
  message: {
    checkProduct: '제품을 선택해 주세요',
    selectMain: '주 제품을 선택해 주세요',
  },
};

export default ko_cart;
