import type { NamespacePersonalCentreTranslation } from '../../i18n-types';

const pt_personalCentre: NamespacePersonalCentreTranslation = {
  frame: {
    settings: 'Configurações de exibição',
    size: 'Tamanho do texto e dos controles',
    sizeLarge: 'Grande',
    sizeDefault: 'Padrão',
    sizeSmall: 'Pequeno',
    newTab: 'abre em uma nova aba',
  },
  home: {
    profile: 'Seu perfil',
    name: 'Nome',
    company: 'Empresa',
    email: 'Endereço de e-mail',
    country: 'País ou região',
    telephone: 'Telefone',
    website: 'Site',
    address: 'Endereço',
    partnerType: 'Tipo de parceiro',
    dcnetId: 'ID DCNet',
    memberSince: 'Membro desde',
    lastLogin: 'Login anterior',
    notGiven: 'Não informado',
    noTier: 'Nenhum ainda',
    firstLogin: 'Este é o seu primeiro login',
    editProfile: 'Editar perfil',
    overview: 'Seus registros',
    open: 'Abrir {screen}',
    completeTitle: 'Faltam alguns dados no seu perfil',
    completeIntro:
      'As solicitações de associação e os pedidos imprimem estes dados. Adicione-os ao seu perfil:',
  },
  avatar: {
    label: 'Foto do perfil',
    alt: 'Foto do perfil de {name}',
    choose: 'Escolher uma nova foto',
    hint: 'Uma imagem JPEG, PNG, GIF ou WebP de no máximo {maxKb} kB.',
    preview: 'Prévia da nova foto',
    save: 'Salvar foto',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    tooLarge: 'A imagem tem mais de {maxKb} kB. Escolha uma menor.',
    notImage: 'Este arquivo não é uma imagem JPEG, PNG, GIF ou WebP. Escolha outro arquivo.',
    unreadable: 'Não foi possível ler o arquivo. Escolha-o novamente.',
  },
  profile: {
    title: 'Editar seu perfil',
    save: 'Salvar perfil',
    saving: 'Salvando…',
    cancel: 'Cancelar',
  },
};

export default pt_personalCentre;
