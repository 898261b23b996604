import { initServer } from '@ts-rest/fastify';
import { lookupsContract } from '../../contract/lookups';
import { requireAuth, tokenOf } from '../plugins/auth';
import type { Db } from '../db/client';
import { checkSerialNumbers, downloadLink, verifyCertificates } from './lookups';
import { requestLang } from '../lang';

const s = initServer();

/** The product-download check and the certificate and SN checks. */
export function lookupsRoutes(db: Db, now: () => Date) {
  return s.router(lookupsContract, {
    checkDownload: ({ request, body }) =>
      downloadLink(db, requestLang(request), body.id, tokenOf(request), now()),
    verifyCertificate: ({ request, body }) =>
      verifyCertificates(db, requestLang(request), body, now()),
    checkSn: ({ request, body }) =>
      checkSerialNumbers(db, requestLang(request), requireAuth(request).user, body, now()),
  });
}
