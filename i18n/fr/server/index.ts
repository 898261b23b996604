import type { NamespaceServerTranslation } from '../../i18n-types';

const fr_server: NamespaceServerTranslation = {
  ok: 'Succès',
  invalidRequest: 'Requête invalide : {detail}',
  notFound: 'Introuvable',
  internalError: "Le serveur n'a pas pu traiter la requête. Veuillez réessayer plus tard.",
};

export default fr_server;
