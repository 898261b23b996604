import type { Translation } from '../i18n-types';

const pt: Translation = {
  shell: {
    notifications: "Notificações",
    close: "Fechar",
    skipToContent: 'Ir para o conteúdo principal',
    mainMenu: 'Menu principal',
    home: 'Início',
    language: 'Idioma',
    search: 'Pesquisar',
    login: 'Entrar',
    footer: 'Informações do site',
    opensInNewWindow: 'abre numa nova janela',
    loginRequired: 'Você não está conectado; faça login primeiro.',
    menuUnavailable: 'Não foi possível carregar o menu.',
    loading: 'Carregando…',
  },
  home: {
    title: 'Redes para parceiros',
    intro:
      'Explore switches, roteadores, produtos sem fio e de segurança, crie cotações e acompanhe seus pedidos do contrato à entrega.',
  },
  errors: {
    pleaseLogIn: "Faça login",
    timeout: "O servidor não respondeu a tempo. Tente novamente.",
    requestFailed: "A solicitação falhou (HTTP {status}).",
    networkDown: "O portal não consegue acessar o servidor. Verifique sua conexão.",
    notFoundTitle: 'Página não encontrada',
    notFoundBody: 'A página solicitada não existe ou foi movida.',
    unauthorizedTitle: 'Sem autorização',
    unauthorizedBody: 'Você não tem permissão para abrir esta página.',
    backHome: 'Voltar à página inicial',
  },
};

export default pt;
