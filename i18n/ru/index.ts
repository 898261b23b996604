import type { Translation } from '../i18n-types';

const ru: Translation = {
  shell: {
    skipToContent: 'Перейти к основному содержанию',
    mainMenu: 'Главное меню',
    home: 'Главная',
    language: 'Язык',
    search: 'Поиск',
    login: 'Войти',
    footer: 'Информация о сайте',
    opensInNewWindow: 'открывается в новом окне',
    loginRequired: 'Вы не вошли в систему, пожалуйста, сначала войдите.',
    menuUnavailable: 'Не удалось загрузить меню.',
    loading: 'Загрузка…',
  },
  home: {
    title: 'Сетевые решения для партнёров',
    intro:
      'Просматривайте коммутаторы, маршрутизаторы, беспроводное оборудование и средства безопасности, составляйте коммерческие предложения и отслеживайте заказы от договора до доставки.',
  },
  errors: {
    notFoundTitle: 'Страница не найдена',
    notFoundBody: 'Запрошенная страница не существует или была перемещена.',
    unauthorizedTitle: 'Доступ запрещён',
    unauthorizedBody: 'У вас нет прав на просмотр этой страницы.',
    backHome: 'Вернуться на главную',
  },
};

export default ru;
