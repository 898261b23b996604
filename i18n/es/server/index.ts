import type { NamespaceServerTranslation } from '../../i18n-types';

const es_server: NamespaceServerTranslation = {
  ok: 'Correcto',
  invalidRequest: 'Solicitud no válida: {detail}',
  notFound: 'No encontrado',
  internalError: 'El servidor no pudo completar la solicitud. Inténtelo de nuevo más tarde.',
};

export default es_server;
