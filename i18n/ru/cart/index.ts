import type { NamespaceCartTranslation } from '../../i18n-types';

const ru_cart: NamespaceCartTranslation = {
  quotedLinesKept:
    'Предложение создано, но его позиции не удалось убрать из корзины: они всё ещё там.',
  quotedLinesLeave:
    'Позиции, включённые в предложение, уходят из корзины; предложение сохраняет их, и его можно изменить на его странице.',
  title: 'Корзина',
  loginFirst: 'Вы ещё не вошли в систему, пожалуйста, сначала войдите.',
  intro:
    'Основные продукты с аксессуарами по ценам GPL. Отметьте строки и составьте коммерческое предложение: в нём применяется ваша партнёрская скидка.',
  caption: 'Ваша корзина',
  empty: 'Ваша корзина пуста.',
  openConfigurator: 'Открыть конфигуратор',
  select: 'Выбрать',
  selectLine: 'Выбрать {model}',
  selectAll: 'Выбрать все строки',
  selected: 'Выбрано: {count}',
  model: 'Модель',
  name: 'Продукт',
  accessoryOf: 'Аксессуар к {model}',
  price: 'Цена GPL',
  quantity: 'Количество',
  quantityOf: 'Количество {model}',
  quantityHint: 'Сохраняется, когда вы покидаете поле или нажимаете Enter.',
  quantityProblem: 'Введите целое число от 1 до {max}.',
  saving: 'Сохранение…',
  subtotal: 'Сумма',
  actions: 'Действия',
  remove: 'Удалить',
  removeLine: 'Удалить {model}',
  removeSelected: 'Удалить выбранное',
  removeTitle: 'Удаление из корзины',
  removeQuestion: 'Удалить {model} из корзины?',
  removeMainQuestion: 'Удалить {model} из корзины? Его аксессуары будут удалены вместе с ним.',
  removeSelectedQuestion:
    'Удалить выбранные строки из корзины? Аксессуары удаляемого основного продукта будут удалены вместе с ним.',
  removing: 'Удаление…',
  cancel: 'Отмена',
  totals: 'Итоги по ценам GPL',
  selectionTotal: 'Выбранные строки',
  total: 'Вся корзина',
  remark: 'Примечание к предложению (необязательно)',
  makeQuotation: 'Составить коммерческое предложение',
  making: 'Составление предложения…',
  message: {
    checkProduct: 'Пожалуйста, отметьте продукт',
    selectMain: 'Пожалуйста, выберите основной продукт',
  },
};

export default ru_cart;
