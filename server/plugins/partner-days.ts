import fp from 'fastify-plugin';
import {
  CODE_FAIL,
  PARTNER_DAYS,
  dayOf,
  dayProblem,
  isCalendarDay,
  isPartnerDay,
  type DayProblem,
} from '../../contract/common';
import type { Clock } from '../clock';
import { requestLang } from '../lang';
import { texts } from '../messages';
import { fieldLabel } from './refusals';

/** The form rule's sentence of each problem of a day. */
const SENTENCE = {
  afterToday: 'dayAfterToday',
  beforeToday: 'dayBeforeToday',
  tooFarAhead: 'dayTooFarAhead',
} as const satisfies Record<DayProblem, string>;

/** The first day of a body that makes no sense for what it dates, with its field. */
function firstDayProblem(body: unknown, today: string) {
  if (typeof body !== 'object' || body === null) return null;
  for (const [field, value] of Object.entries(body)) {
    if (!isPartnerDay(field) || typeof value !== 'string' || !isCalendarDay(value)) continue;
    const problem = dayProblem(PARTNER_DAYS[field], value, today, 1);
    if (problem) return { field, problem };
  }
  return null;
}

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
      const found = firstDayProblem(request.body, dayOf(now()));
      if (!found) {
        done();
        return;
      }
      const lang = requestLang(request);
      const call = request.routeOptions.url ?? request.url;
      const field = fieldLabel(lang, found.field, call) ?? found.field;
      const msg = texts(lang).formRules[SENTENCE[found.problem]]({ field });
      void reply.status(200).send({ code: CODE_FAIL, msg });
    });
    done();
  },
  { name: 'portal-partner-day-guard' },
);
