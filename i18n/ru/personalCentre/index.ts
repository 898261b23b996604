import type { NamespacePersonalCentreTranslation } from '../../i18n-types';

const ru_personalCentre: NamespacePersonalCentreTranslation = {
  frame: {
    settings: 'Настройки отображения',
    size: 'Размер текста и элементов',
    sizeLarge: 'Крупный',
    sizeDefault: 'Обычный',
    sizeSmall: 'Мелкий',
    newTab: 'открывается в новой вкладке',
  },
  home: {
    profile: 'Ваш профиль',
    name: 'Имя',
    company: 'Компания',
    email: 'Адрес электронной почты',
    country: 'Страна или регион',
    telephone: 'Телефон',
    website: 'Веб-сайт',
    address: 'Адрес',
    partnerType: 'Тип партнёра',
    dcnetId: 'Идентификатор DCNet',
    memberSince: 'Участник с',
    lastLogin: 'Предыдущий вход',
    notGiven: 'Не указано',
    noTier: 'Пока нет',
    firstLogin: 'Это ваш первый вход',
    editProfile: 'Изменить профиль',
    overview: 'Ваши записи',
    open: 'Открыть: {screen}',
    completeTitle: 'В вашем профиле не хватает данных',
    completeIntro:
      'Эти данные печатаются в заявках на членство и в заказах. Пожалуйста, добавьте их в профиль:',
  },
  avatar: {
    label: 'Фото профиля',
    alt: 'Фото профиля: {name}',
    choose: 'Выбрать новое фото',
    hint: 'Изображение JPEG, PNG, GIF или WebP размером не более {maxKb} КБ.',
    preview: 'Предпросмотр нового фото',
    save: 'Сохранить фото',
    saving: 'Сохранение…',
    cancel: 'Отмена',
    tooLarge: 'Изображение больше {maxKb} КБ. Пожалуйста, выберите файл меньшего размера.',
    notImage:
      'Этот файл не является изображением JPEG, PNG, GIF или WebP. Пожалуйста, выберите другой файл.',
    unreadable: 'Не удалось прочитать файл. Пожалуйста, выберите его ещё раз.',
  },
  profile: {
    title: 'Изменение профиля',
    save: 'Сохранить профиль',
    saving: 'Сохранение…',
    cancel: 'Отмена',
  },
};

export default ru_personalCentre;
