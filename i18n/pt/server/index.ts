import type { NamespaceServerTranslation } from '../../i18n-types';

const pt_server: NamespaceServerTranslation = {
  ok: 'Sucesso',
  invalidRequest: 'Solicitação inválida: {detail}',
  notFound: 'Não encontrado',
  internalError: 'O servidor não conseguiu concluir a solicitação. Tente novamente mais tarde.',
};

export default pt_server;
