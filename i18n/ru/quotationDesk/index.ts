import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const ru_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'Коммерческие предложения',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Цена партнёра (GPL за вычетом скидки партнёра)',
  partnerSubtotal: 'Сумма (количество × цена партнёра)',
  queue: 'Коммерческие предложения, ожидающие утверждения',
  pages: 'Страницы коммерческих предложений, ожидающих утверждения',
  keyword: 'Номер предложения, компания или эл. почта',
  search: 'Найти',
  number: 'Предложение',
  partner: 'Партнёр',
  project: 'Проект',
  amount: 'Сумма',
  waitingSince: 'Ожидает с',
  open: 'Открыть',
  none: 'Нет коммерческих предложений, ожидающих утверждения.',
  detailTitle: 'Коммерческое предложение {code}',
  close: 'Закрыть предложение',
  status: 'Статус',
  email: 'Эл. почта',
  partnerType: 'Тип партнёра',
  dcnetId: 'Идентификатор DCNet',
  version: 'Версия',
  created: 'Создано',
  validUntil: 'Действует до',
  noProject: 'Без проекта',
  remark: 'Примечание',
  decision: 'Решение',
  expired: 'Истёк срок',
  expiredNotice:
    'Срок действия этого коммерческого предложения истёк {date}: его цены больше не действуют, поэтому его можно отклонить, но нельзя одобрить.',
  decisionHint:
    'После утверждения партнёр сможет оформить заказ по этой версии. При отказе партнёр получит причину.',
  approve: 'Утвердить',
  reason: 'Причина отказа',
  reject: 'Отклонить',
  decided: 'Головной офис уже принял решение по этому предложению.',
  actions: {
    approve: 'Предложение утверждено',
    reject: 'Предложение отклонено',
  },
  partnerView: {
    rejectReason: 'Причина отказа',
    rejected:
      'Головной офис не утвердил это коммерческое предложение, поэтому заказ по нему оформить нельзя. Составьте новое предложение с изменениями, которые просит внести головной офис.',
    toCart: 'Перейти в корзину',
  },
};

export default ru_quotationDesk;
