import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InfoComplete, OverseasPartner } from '../../contract/checks';
import { users } from '../db/schema/index';
import { signedIn, useTestApp } from '../testing';

const h = useTestApp();

/** A new partner, logged in; answers the user's id and token. */
function partner(profile: Parameters<typeof signedIn>[1] = {}) {
  return signedIn(h, profile);
}

describe('GET /v2/user/checkInfoIsComplete', () => {
  it('names the profile fields still empty, then answers complete once they are filled', async () => {
    const { id, token } = await partner();
    const before = await h.get<InfoComplete>('/v2/user/checkInfoIsComplete', { token });
    expect(before.body).toMatchObject({
      code: 1,
      data: { isComplete: false, missing: ['address'] },
    });

    await h.database.db
      .update(users)
      .set({ address: 'Unit 5, 88 Harbour Road, Wan Chai' })
      .where(eq(users.id, id));
    const after = await h.get<InfoComplete>('/v2/user/checkInfoIsComplete', { token });
    expect(after.body.data).toEqual({ isComplete: true, missing: [] });
  });

  it('counts a field of blanks as empty', async () => {
    const { token } = await partner({ company: '   ', address: 'Main Street 1' });
    const { body } = await h.get<InfoComplete>('/v2/user/checkInfoIsComplete', { token });
    expect(body.data?.missing).toEqual(['company']);
  });

  it('needs a token', async () => {
    const { body } = await h.get('/v2/user/checkInfoIsComplete');
    expect(body.code).toBe(90002);
  });
});

describe('GET /v2/user/checkUserIsOverseasPartner', () => {
  it('is true for a service partner outside China only', async () => {
    const overseas = await partner({ partnerType: 'DC-ASP', country: 'DE' });
    const domestic = await partner({ partnerType: 'DC-DSP', country: 'CN' });
    const distributor = await partner({ partnerType: 'DC-ADP', country: 'DE' });
    const answer = async (token: string) =>
      (await h.get<OverseasPartner>('/v2/user/checkUserIsOverseasPartner', { token })).body;
    expect(await answer(overseas.token)).toMatchObject({
      code: 1,
      data: { isOverseasPartner: true },
    });
    expect((await answer(domestic.token)).data).toEqual({ isOverseasPartner: false });
    expect((await answer(distributor.token)).data).toEqual({ isOverseasPartner: false });
  });

  it('refuses an unknown token with 90003', async () => {
    const { body } = await h.get('/v2/user/checkUserIsOverseasPartner', { token: 'no-such-token' });
    expect(body.code).toBe(90003);
  });
});
