import type { NamespacePersonalCentreTranslation } from '../../i18n-types';

const es_personalCentre: NamespacePersonalCentreTranslation = {
  frame: {
    settings: 'Ajustes de visualización',
    size: 'Tamaño del texto y de los controles',
    sizeLarge: 'Grande',
    sizeDefault: 'Normal',
    sizeSmall: 'Pequeño',
    newTab: 'se abre en una pestaña nueva',
  },
  home: {
    profile: 'Su perfil',
    name: 'Nombre',
    company: 'Empresa',
    email: 'Correo electrónico',
    country: 'País o región',
    telephone: 'Teléfono',
    website: 'Sitio web',
    address: 'Dirección',
    partnerType: 'Tipo de socio',
    dcnetId: 'ID de DCNet',
    memberSince: 'Miembro desde',
    lastLogin: 'Inicio de sesión anterior',
    notGiven: 'Sin indicar',
    noTier: 'Todavía ninguno',
    firstLogin: 'Es su primer inicio de sesión',
    editProfile: 'Editar perfil',
    overview: 'Sus registros',
    open: 'Abrir {screen}',
    completeTitle: 'A su perfil le faltan algunos datos',
    completeIntro:
      'Las solicitudes de membresía y los pedidos imprimen estos datos. Añádalos a su perfil:',
  },
  avatar: {
    label: 'Foto de perfil',
    alt: 'Foto de perfil de {name}',
    choose: 'Elegir una foto nueva',
    hint: 'Una imagen JPEG, PNG, GIF o WebP de {maxKb} kB como máximo.',
    preview: 'Vista previa de la foto nueva',
    save: 'Guardar foto',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    tooLarge: 'La imagen ocupa más de {maxKb} kB. Elija una más pequeña.',
    notImage: 'Este archivo no es una imagen JPEG, PNG, GIF o WebP. Elija otro archivo.',
    unreadable: 'No se pudo leer el archivo. Vuelva a elegirlo.',
  },
  profile: {
    title: 'Editar su perfil',
    save: 'Guardar perfil',
    saving: 'Guardando…',
    cancel: 'Cancelar',
  },
};

export default es_personalCentre;
