import fp from 'fastify-plugin';
import { CODE_FAIL, dayOf, partnerDayProblems } from '../../contract/common';
import type { Clock } from '../clock';
import { requestLang } from '../lang';
import { texts } from '../messages';
import { fieldLabel } from './refusals';

/**
 * Every day a partner enters (`PARTNER_DAYS`: a payment date, a delivery date, …) is judged
 * against the server's today before its call runs (contract `dayProblem`, with a day's grace for
 * time zones), whatever the call: a day that makes no sense is refused in the envelope with the
 * sentence the form shows, naming the field as the form does, and nothing is changed. A value
 * that is no calendar day at all is left to the contract's own check.
 */
export const partnerDayGuard = fp<{ now: Clock }>(
  (app, { now }, done) => {
    app.addHook('preHandler', (request, reply, done) => {
      const [found] = partnerDayProblems(request.body, dayOf(now()), 1);
      if (!found) {
        done();
        return;
      }
      const lang = requestLang(request);
      const call = request.routeOptions.url ?? request.url;
      const field = fieldLabel(lang, found.field, call) ?? found.field;
      const msg = texts(lang).formRules.day[found.problem]({ field });
      void reply.status(200).send({ code: CODE_FAIL, msg });
    });
    done();
  },
  { name: 'portal-partner-day-guard' },
);
