import type { NamespaceServerTranslation } from '../../i18n-types';

const ru_server: NamespaceServerTranslation = {
  ok: 'Успешно',
  invalidRequest: 'Некорректный запрос: {detail}',
  notFound: 'Не найдено',
  internalError: 'Сервер не смог выполнить запрос. Повторите попытку позже.',
};

export default ru_server;
