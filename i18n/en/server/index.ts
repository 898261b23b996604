import type { BaseTranslation } from '../../i18n-types';

const en_server: BaseTranslation = {
  ok: 'Success',
  invalidRequest: 'Invalid request: {detail:string}',
  notFound: 'Not found',
  internalError: 'The server could not complete the request. Please try again later.',
};

export default en_server;
