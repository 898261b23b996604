import fp from 'fastify-plugin';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { holdsPermission } from '../../contract/backoffice';
import type { RouteMetadata } from '../../contract/common';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail } from '../reply';
import { addRouteHook, contractRouteOf } from './route-hooks';

/** The path every back-office call lives under. */
export const BACKOFFICE_PATH = '/backoffice/';

/**
 * The permissions a contract route asks for (any one of them will do), or null when it asks
 * for none. A back-office route without any is a mistake in the contract: it asks for a
 * permission nobody holds, so only role 'admin' and '*:*:*' pass, and it fails closed.
 */
export function requiredPermissions(route: AppRoute | undefined): readonly string[] | null {
  if (!route) return null;
  const metadata = route.metadata as Partial<RouteMetadata> | undefined;
  if (metadata?.permission) return metadata.permission;
  return route.path.startsWith(BACKOFFICE_PATH) ? [] : null;
}

/**
 * The one guard of the back office: every contract route whose metadata names permissions is
 * refused, before its body is read or its handler runs, for a user who holds none of them
 * (role 'admin' and '*:*:*' hold all). Install right after the auth guard, which has put the
 * user on the request or answered already (docs/decisions/100-back-office-access.md).
 */
export const permissionGuard = fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      const wanted = requiredPermissions(contractRouteOf(route));
      if (wanted === null) return;
      addRouteHook(route, 'onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (reply.sent) return;
        // No user: the auth guard has answered with the session code.
        if (!request.auth) return;
        if (holdsPermission(request.auth.user, wanted)) return;
        const { body } = fail(messages(requestLang(request)).backoffice.notPermitted());
        await reply.status(200).send(body);
      });
    });
    done();
  },
  { name: 'portal-permission-guard' },
);
