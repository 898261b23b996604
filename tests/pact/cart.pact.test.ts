import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact } from './pact-setup';

const { like, eachLike, integer, number, string, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheCartPartner00000000000000004';
const CART = {
  username: 'pact.cart@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
};
const STATE = "a partner's cart holds a main product";
const countAnswer = { code: 1, msg: like('Operation successful'), data: { count: integer(1) } };

describe('cart', () => {
  it('GET /user/cartcount answers the number of lines', () =>
    pact
      .addInteraction()
      .given(STATE, CART)
      .uponReceiving('a request for the cart count')
      .withRequest('GET', '/prod-api/user/cartcount', (request) =>
        request.headers({ token: TOKEN }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ code: 1, msg: like('Success'), data: integer(1) }),
      )
      .executeTest(async (server) => {
        expect(responseData(await clientFor(server.url, { token: TOKEN }).cart.count())).toBe(1);
      }));

  it('GET /user/cartlist answers the lines with prices', () =>
    pact
      .addInteraction()
      .given(STATE, CART)
      .uponReceiving('a request for the cart lines')
      .withRequest('GET', '/prod-api/user/cartlist', (request) => request.headers({ token: TOKEN }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: 1,
          msg: like('Success'),
          data: eachLike({
            id: integer(101),
            goods_id: integer(11),
            main_id: null,
            model: string('S5750E-28X-SI'),
            name: string('S5750E-28X-SI Gigabit L3 switch'),
            image: string('/media/products/switch.svg'),
            gpl_price: number(1290.5),
            quantity: integer(1),
            subtotal: number(1290.5),
          }),
        }),
      )
      .executeTest(async (server) => {
        const [line] = responseData(await clientFor(server.url, { token: TOKEN }).cart.list());
        expect(line).toMatchObject({ main_id: null, quantity: 1, subtotal: 1290.5 });
      }));

  it('POST /user/cartcreate adds an accessory under its main line', () =>
    pact
      .addInteraction()
      .given(STATE, CART)
      .uponReceiving('an accessory added to the cart')
      .withRequest('POST', '/prod-api/user/cartcreate', (request) =>
        request.headers({ token: TOKEN }).jsonBody({
          goods_id: fromProviderState('${accessoryId}', 12),
          quantity: 2,
          main_id: fromProviderState('${lineId}', 101),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...countAnswer,
          msg: like('Added to the cart'),
          data: { count: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.create({
          body: { goods_id: 12, quantity: 2, main_id: 101 },
        });
        expect(responseData(answer).count).toBe(2);
      }));

  it('POST /user/cartchange sets the quantity of a line', () =>
    pact
      .addInteraction()
      .given(STATE, CART)
      .uponReceiving('a change of a cart quantity')
      .withRequest('POST', '/prod-api/user/cartchange', (request) =>
        request
          .headers({ token: TOKEN })
          .jsonBody({ id: fromProviderState('${lineId}', 101), quantity: 3 }),
      )
      .willRespondWith(200, (response) => response.jsonBody(countAnswer))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.change({
          body: { id: 101, quantity: 3 },
        });
        expect(responseData(answer).count).toBe(1);
      }));

  it('POST /user/cartdel removes lines', () =>
    pact
      .addInteraction()
      .given(STATE, CART)
      .uponReceiving('a removal of a cart line')
      .withRequest('POST', '/prod-api/user/cartdel', (request) =>
        request.headers({ token: TOKEN }).jsonBody({ ids: [fromProviderState('${lineId}', 101)] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...countAnswer, data: { count: integer(0) } }),
      )
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.delete({
          body: { ids: [101] },
        });
        expect(responseData(answer).count).toBe(0);
      }));
});
