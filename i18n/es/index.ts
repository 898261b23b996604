import type { Translation } from '../i18n-types';

const es: Translation = {
  shell: {
    notifications: "Notificaciones",
    close: "Cerrar",
    skipToContent: 'Saltar al contenido principal',
    mainMenu: 'Menú principal',
    home: 'Inicio',
    language: 'Idioma',
    search: 'Buscar',
    login: 'Iniciar sesión',
    footer: 'Información del sitio',
    opensInNewWindow: 'se abre en una ventana nueva',
    loginRequired: 'No ha iniciado sesión; inicie sesión primero.',
    menuUnavailable: 'No se pudo cargar el menú.',
    loading: 'Cargando…',
  },
  home: {
    title: 'Redes para socios',
    intro:
      'Explore conmutadores, enrutadores, productos inalámbricos y de seguridad, elabore cotizaciones y siga sus pedidos desde el contrato hasta la entrega.',
  },
  errors: {
    pleaseLogIn: "Inicie sesión",
    timeout: "El servidor no respondió a tiempo. Inténtelo de nuevo.",
    requestFailed: "La solicitud falló (HTTP {status}).",
    networkDown: "El portal no puede conectar con el servidor. Compruebe su conexión.",
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La página solicitada no existe o se ha movido.',
    unauthorizedTitle: 'Sin autorización',
    unauthorizedBody: 'No tiene permiso para abrir esta página.',
    backHome: 'Volver a la página de inicio',
  },
};

export default es;
