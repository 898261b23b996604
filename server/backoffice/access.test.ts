import { describe, expect, it } from 'vitest';
import { ALL_BACKOFFICE_PERMISSIONS } from '../../contract/backoffice';
import { contract } from '../../contract/index';
import { expectRefusal, useTestApp } from '../testing';
import { DESK_CALLS } from './testing-desks';
import { QUOTATION_DESK_CALLS } from './testing-quotation-desk';
import { auditRows, BACKOFFICE_CALLS, partner, staff } from './testing';

/** Every back-office call: the first desks', the order and project desks' and the quotation desk's. */
const CALLS = [...BACKOFFICE_CALLS, ...DESK_CALLS, ...QUOTATION_DESK_CALLS];

// Every call is tried by many users, each logging in: more logins than one office makes.
const h = useTestApp({ loginPerIp: { max: 10_000, windowSeconds: 900 } });

const NOT_PERMITTED = {
  en: 'You do not have permission to do this. Please ask head office for access.',
  fra: "Vous n'avez pas l'autorisation de faire ceci. Demandez l'accès au siège.",
  ara: 'ليست لديك صلاحية للقيام بذلك. اطلب الصلاحية من المقر الرئيسي.',
};

describe('the back-office contract', () => {
  it('names a permission on every back-office call, and the tests try every call', () => {
    const routes = Object.values(contract.backoffice);
    for (const route of routes) {
      expect(route.metadata.permission.length, route.path).toBeGreaterThan(0);
    }
    expect(CALLS.map((call) => call.name).sort()).toEqual(
      routes.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });
});

describe.each(CALLS)('$name', (call) => {
  const holders =
    call.permission === 'any'
      ? ALL_BACKOFFICE_PERMISSIONS
      : [call.permission, ...(call.also ?? [])];
  const others = ALL_BACKOFFICE_PERMISSIONS.filter((permission) => !holders.includes(permission));

  it('is refused to a partner, in their language, and changes nothing', async () => {
    const { token } = await partner(h);
    const audit = (await auditRows(h)).length;
    for (const lang of ['en', 'fra', 'ara'] as const) {
      const res = await call.send(h, token, lang);
      expectRefusal(res);
      expect(res.body.msg).toBe(NOT_PERMITTED[lang]);
    }
    expect(await auditRows(h)).toHaveLength(audit);
  });

  it('asks for a token first', async () => {
    const res = await call.send(h, '');
    expect(res.body.code).toBe(90002);
  });

  if (others.length > 0) {
    it(`is refused to head office without ${holders.join(' or ')}, even with every other permission`, async () => {
      const { token } = await staff(h, others);
      const audit = (await auditRows(h)).length;
      const res = await call.send(h, token);
      expectRefusal(res);
      expect(res.body.msg).toBe(NOT_PERMITTED.en);
      expect(await auditRows(h)).toHaveLength(audit);
    });
  }

  it.each(holders)('is allowed with %s', async (permission) => {
    const { token } = await staff(h, [permission]);
    const audit = (await auditRows(h)).length;
    const res = await call.send(h, token);
    expect(res.status).toBe(200);
    expect(res.body.code, res.body.msg).toBe(1);
    expect(await auditRows(h)).toHaveLength(call.audited ? audit + 1 : audit);
  });

  it("is allowed with role 'admin' and with '*:*:*'", async () => {
    const admin = await staff(h, [], ['admin']);
    expect((await call.send(h, admin.token)).body.code).toBe(1);
    const wildcard = await staff(h, ['*:*:*'], ['headoffice']);
    expect((await call.send(h, wildcard.token)).body.code).toBe(1);
  });
});
