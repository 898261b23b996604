import type { NamespaceDraftsTranslation } from '../../i18n-types';

const pt_drafts: NamespaceDraftsTranslation = {
  title: 'Rascunhos',
  intro:
    'Formulários de projetos e cotações salvos antes de serem enviados. Um rascunho é guardado por 30 dias depois do último salvamento; um rascunho expirado ainda pode ser aberto e salvo de novo por alguns dias.',
  caption: 'Seus rascunhos',
  pages: 'Páginas de rascunhos',
  typeFilter: 'Mostrar',
  allTypes: 'Todos os tipos',
  type: {
    project: 'Projeto',
    quotation: 'Cotação',
  },
  name: 'Nome',
  untitled: {
    project: 'Projeto sem nome',
    quotation: 'Cotação sem nome',
  },
  kind: 'Tipo',
  created: 'Criado em',
  lastSaved: 'Último salvamento',
  validUntil: 'Válido até',
  expired: 'Expirado',
  expiredOn: 'Expirou em {date}',
  expiredHint: 'Abra-o e salve-o de novo para mantê-lo.',
  actions: 'Ações',
  open: 'Abrir',
  openRow: 'Abrir {title}',
  resumeTitle: 'Alterações não salvas encontradas',
  resumeBody:
    'Alterações deste formulário que não foram enviadas nem salvas nos rascunhos estão guardadas neste dispositivo desde a sua última visita.',
  resume: 'Retomar minhas alterações',
  discard: 'Descartá-las',
  offline:
    'Você está sem conexão. Tudo o que você digita fica guardado neste dispositivo; envie o formulário ou salve-o nos rascunhos quando a conexão voltar.',
  keptLocally:
    'Suas alterações estão guardadas neste dispositivo. Salve-as nos rascunhos para mantê-las por 30 dias.',
  saving: 'Salvando nos rascunhos…',
  savedUntil: 'Salvo nos rascunhos. Guardado até {date}.',
  openedFrom: 'Aberto a partir dos rascunhos.',
  saveFailed: 'O rascunho não foi salvo. Suas alterações continuam neste dispositivo.',
  save: 'Salvar nos rascunhos',
  leaveTitle: 'Salve nos rascunhos antes de sair',
  leaveBody:
    'Este formulário tem alterações que ainda não estão nos rascunhos. Salvá-las lá antes de sair?',
  leaveSave: 'Salvar e sair',
  leaveAnyway: 'Sair sem salvar',
  leaveAnywayHint:
    'Suas alterações ficam neste dispositivo e serão oferecidas de novo na próxima vez.',
  stay: 'Ficar nesta página',
};

export default pt_drafts;
