import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';

const { eachLike, integer, number, string, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheCartPartner00000000000000004';
const CART = loggedIn("a partner's cart holds a main product", {
  username: 'pact.cart@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
});
/** The answer of a change to the cart: the number of lines it holds now. */
const countAnswer = (count: number, msg = 'Operation successful') =>
  success({ count: integer(count) }, msg);

describe('cart', () => {
  it('GET /user/cartcount answers the number of lines', () =>
    pact
      .interaction(CART, 'a request for the cart count', 'GET', '/prod-api/user/cartcount')
      .willRespondWith(200, success(integer(1)))
      .executeTest(async (server) => {
        expect(responseData(await clientFor(server.url, { token: TOKEN }).cart.count())).toBe(1);
      }));

  it('GET /user/cartlist answers the lines with prices', () =>
    pact
      .interaction(CART, 'a request for the cart lines', 'GET', '/prod-api/user/cartlist')
      .willRespondWith(
        200,
        success(
          eachLike({
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
        ),
      )
      .executeTest(async (server) => {
        const [line] = responseData(await clientFor(server.url, { token: TOKEN }).cart.list());
        expect(line).toMatchObject({ main_id: null, quantity: 1, subtotal: 1290.5 });
      }));

  it('POST /user/cartcreate adds an accessory under its main line', () =>
    pact
      .interaction(
        CART,
        'an accessory added to the cart',
        'POST',
        '/prod-api/user/cartcreate',
        (request) =>
          request.jsonBody({
            goods_id: fromProviderState('${accessoryId}', 12),
            quantity: 2,
            main_id: fromProviderState('${lineId}', 101),
          }),
      )
      .willRespondWith(200, success({ count: integer(2), id: integer(102) }, 'Added to the cart'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.create({
          body: { goods_id: 12, quantity: 2, main_id: 101 },
        });
        // The configurator adds accessories under the line its main product went into.
        expect(responseData(answer)).toEqual({ count: 2, id: 102 });
      }));

  it('POST /user/cartchange sets the quantity of a line', () =>
    pact
      .interaction(
        CART,
        'a change of a cart quantity',
        'POST',
        '/prod-api/user/cartchange',
        (request) => request.jsonBody({ id: fromProviderState('${lineId}', 101), quantity: 3 }),
      )
      .willRespondWith(200, countAnswer(1))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.change({
          body: { id: 101, quantity: 3 },
        });
        expect(responseData(answer).count).toBe(1);
      }));

  it('POST /user/cartdel removes lines', () =>
    pact
      .interaction(CART, 'a removal of a cart line', 'POST', '/prod-api/user/cartdel', (request) =>
        request.jsonBody({ ids: [fromProviderState('${lineId}', 101)] }),
      )
      .willRespondWith(200, countAnswer(0))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).cart.delete({
          body: { ids: [101] },
        });
        expect(responseData(answer).count).toBe(0);
      }));
});
