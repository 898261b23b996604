// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Goods } from '../../contract/catalog';
import type { AnswerHead } from '../shared/answer';
import { createPendingCalls, flushPromises } from '../testing/pending-calls';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import {
  cartRequest,
  configuratorMachine,
  isQuantity,
  type AddToCartRequest,
} from './configurator.machine';

const goods = (id: number, model: string, hasAccessories: boolean): Goods => ({
  id,
  product_id: null,
  model,
  name: `${model} item`,
  description: '',
  image: '',
  erp_no: '9801000000',
  gpl_price: 100,
  has_accessories: hasAccessories,
});
const SWITCH = goods(5, 'S5750E-28X-SI', true);
const OTHER_SWITCH = goods(6, 'S5750E-28X-P-SI', true);
const MODULE = goods(50, 'SFP-10G-SR', false);
const PSU = goods(59, 'PSU-150W-AC', false);
const added: AnswerHead = { code: 1, msg: 'Added to the cart' };
const refused: AnswerHead = { code: 0, msg: 'This item is not an accessory of that product.' };

function start(inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const addToCart = createPendingCalls<AddToCartRequest, AnswerHead>();
  const actor = createActor(
    configuratorMachine.provide({ actors: { addToCart: addToCart.logic } }),
    { inspect },
  );
  actor.start();
  return { actor, addToCart };
}

/**
 * What the partner and the server can do, and what the configurator should show after each;
 * the model knows nothing of the machine's internals.
 */
const model = createTestModel(
  createMachine({
    id: 'configuratorModel',
    initial: 'empty',
    states: {
      empty: {
        initial: 'fresh',
        states: { fresh: {}, selectMain: {}, addProduct: {}, inCart: {} },
        on: {
          'user.openAccessories': '.selectMain',
          'user.addToCart': '.addProduct',
          'user.chooseSwitch': 'configured',
        },
      },
      configured: {
        initial: 'ready',
        states: {
          ready: {},
          deleteMainFirst: {},
          checkQuantity: {},
          withAccessories: {},
          refused: {},
          unreachable: {},
        },
        on: {
          'user.chooseOtherSwitch': '.deleteMainFirst',
          'user.typeBadQuantityAndAdd': '.checkQuantity',
          'user.openAccessories': 'accessories',
          'user.removeMain': 'empty.fresh',
          'user.addToCart': 'adding',
        },
      },
      accessories: {
        initial: 'open',
        states: { open: {}, checkProduct: {}, checkQuantity: {} },
        on: {
          'user.confirmNothing': '.checkProduct',
          'user.confirmBadQuantity': '.checkQuantity',
          'user.confirmTwo': 'configured.withAccessories',
          'user.cancel': 'configured.ready',
        },
      },
      adding: {
        on: {
          'server.accepts': 'empty.inCart',
          'server.refuses': 'configured.refused',
          'network.fails': 'configured.unreachable',
        },
      },
    },
  }),
);

describe('configurator, every shortest path of the model', () => {
  const log = createStateLog();
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { actor, addToCart } = start(log.inspect);
    const context = () => actor.getSnapshot().context;
    const value = () => actor.getSnapshot().value;
    await path.test({
      events: {
        'user.openAccessories': () => actor.send({ type: 'accessories.open' }),
        // The partner adds with the quantity put right, should it have been wrong.
        'user.addToCart': () => {
          actor.send({ type: 'main.quantity', quantity: '1' });
          actor.send({ type: 'cart.add' });
        },
        'user.chooseSwitch': () => actor.send({ type: 'main.choose', goods: SWITCH }),
        'user.chooseOtherSwitch': () => actor.send({ type: 'main.choose', goods: OTHER_SWITCH }),
        'user.typeBadQuantityAndAdd': () => {
          actor.send({ type: 'main.quantity', quantity: '1.5' });
          actor.send({ type: 'cart.add' });
        },
        'user.removeMain': () => actor.send({ type: 'main.remove' }),
        'user.confirmNothing': () => actor.send({ type: 'accessories.confirm', picked: [] }),
        'user.confirmBadQuantity': () =>
          actor.send({
            type: 'accessories.confirm',
            picked: [{ goods: MODULE, quantity: '0' }],
          }),
        'user.confirmTwo': () =>
          actor.send({
            type: 'accessories.confirm',
            picked: [
              { goods: MODULE, quantity: '4' },
              { goods: PSU, quantity: ' 2 ' },
            ],
          }),
        'user.cancel': () => actor.send({ type: 'accessories.cancel' }),
        'server.accepts': () => addToCart.answer(added),
        'server.refuses': () => addToCart.answer(refused),
        'network.fails': () => addToCart.fail(new Error('Failed to fetch')),
      },
      states: {
        empty: () => {
          expect(value()).toEqual({ editing: 'browsing' });
          expect(context().main).toBeNull();
          expect(context().accessories).toEqual([]);
        },
        'empty.fresh': () => {
          expect(context().notice).toBeNull();
          expect(context().confirmation).toBeNull();
        },
        'empty.selectMain': () => expect(context().notice).toBe('selectMain'),
        'empty.addProduct': () => {
          expect(context().notice).toBe('addProduct');
          expect(addToCart.pending).toBe(0);
        },
        'empty.inCart': () => {
          expect(context().confirmation).toBe(added.msg);
          expect(context().notice).toBeNull();
        },
        configured: () => {
          expect(value()).toEqual({ editing: 'browsing' });
          expect(context().main?.goods.id).toBe(SWITCH.id);
        },
        'configured.ready': () => {
          expect(context().notice).toBeNull();
          expect(context().accessories).toEqual([]);
        },
        'configured.deleteMainFirst': () => expect(context().notice).toBe('deleteMainFirst'),
        'configured.checkQuantity': () => {
          expect(context().notice).toBe('checkQuantity');
          expect(addToCart.pending).toBe(0);
        },
        'configured.withAccessories': () => {
          expect(context().notice).toBeNull();
          expect(context().accessories.map((line) => line.goods.model)).toEqual([
            'SFP-10G-SR',
            'PSU-150W-AC',
          ]);
        },
        'configured.refused': () =>
          expect(context().refusal).toEqual({ serverMessage: refused.msg }),
        'configured.unreachable': () =>
          expect(context().refusal).toEqual({ message: 'requestFailed' }),
        accessories: () => expect(value()).toEqual({ editing: 'accessories' }),
        'accessories.open': () => expect(context().notice).toBeNull(),
        'accessories.checkProduct': () => expect(context().notice).toBe('checkProduct'),
        'accessories.checkQuantity': () => expect(context().notice).toBe('checkQuantity'),
        adding: () => {
          expect(value()).toBe('adding');
          expect(addToCart.inputs.at(-1)?.main).toEqual({ goods_id: SWITCH.id, quantity: 1 });
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(configuratorMachine));
  });
});

describe('configurator rules', () => {
  it('sends the main product and its accessories with their quantities as numbers', async () => {
    const { actor, addToCart } = start();
    actor.send({ type: 'main.choose', goods: SWITCH });
    actor.send({ type: 'main.quantity', quantity: ' 3' });
    actor.send({ type: 'accessories.open' });
    actor.send({
      type: 'accessories.confirm',
      picked: [
        { goods: MODULE, quantity: '6' },
        { goods: PSU, quantity: '3' },
      ],
    });
    actor.send({ type: 'accessory.quantity', goodsId: MODULE.id, quantity: '12' });
    actor.send({ type: 'cart.add' });
    expect(addToCart.inputs).toEqual([
      {
        main: { goods_id: SWITCH.id, quantity: 3 },
        accessories: [
          { goods_id: MODULE.id, quantity: 12 },
          { goods_id: PSU.id, quantity: 3 },
        ],
      },
    ]);
    await addToCart.answer(added);
    expect(actor.getSnapshot().context).toMatchObject({ main: null, accessories: [] });
  });

  it('removes the accessories with their main product, and one accessory on its own', () => {
    const { actor } = start();
    actor.send({ type: 'main.choose', goods: SWITCH });
    actor.send({ type: 'accessories.open' });
    actor.send({
      type: 'accessories.confirm',
      picked: [
        { goods: MODULE, quantity: '1' },
        { goods: PSU, quantity: '1' },
      ],
    });
    actor.send({ type: 'accessory.remove', goodsId: MODULE.id });
    expect(actor.getSnapshot().context.accessories.map((line) => line.goods.id)).toEqual([PSU.id]);
    actor.send({ type: 'main.remove' });
    expect(actor.getSnapshot().context).toMatchObject({ main: null, accessories: [] });
    actor.send({ type: 'main.choose', goods: OTHER_SWITCH });
    expect(actor.getSnapshot().context.main?.goods.id).toBe(OTHER_SWITCH.id);
  });

  it('keeps the chosen main product when it is chosen again, and its accessories with it', () => {
    const { actor } = start();
    actor.send({ type: 'main.choose', goods: SWITCH });
    actor.send({ type: 'accessories.open' });
    actor.send({ type: 'accessories.confirm', picked: [{ goods: MODULE, quantity: '2' }] });
    actor.send({ type: 'main.choose', goods: SWITCH });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.accessories).toHaveLength(1);
  });

  it('opens no accessories for a product that takes none', () => {
    const { actor } = start();
    actor.send({ type: 'main.choose', goods: MODULE });
    actor.send({ type: 'accessories.open' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'browsing' });
    expect(actor.getSnapshot().context.notice).toBe('noAccessories');
  });

  it('checks the accessories’ quantities before anything is sent', () => {
    const { actor, addToCart } = start();
    actor.send({ type: 'main.choose', goods: SWITCH });
    actor.send({ type: 'accessories.open' });
    actor.send({ type: 'accessories.confirm', picked: [{ goods: MODULE, quantity: '2' }] });
    actor.send({ type: 'accessory.quantity', goodsId: MODULE.id, quantity: '' });
    actor.send({ type: 'cart.add' });
    expect(actor.getSnapshot().context.notice).toBe('checkQuantity');
    expect(addToCart.inputs).toEqual([]);
  });

  it('clears the last message at the next action', () => {
    const { actor } = start();
    actor.send({ type: 'cart.add' });
    expect(actor.getSnapshot().context.notice).toBe('addProduct');
    actor.send({ type: 'main.choose', goods: SWITCH });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('treats a missing addToCart actor as a failed call', async () => {
    const actor = createActor(configuratorMachine).start();
    actor.send({ type: 'main.choose', goods: SWITCH });
    actor.send({ type: 'cart.add' });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'browsing' });
    expect(actor.getSnapshot().context.refusal).toEqual({ message: 'requestFailed' });
  });

  it('takes quantities from 1 to 99,999 written in digits only', () => {
    for (const text of ['1', ' 7 ', '99999', '010']) expect(isQuantity(text)).toBe(true);
    for (const text of ['', '0', '-1', '1.5', '1e3', '100000', 'ten', '٣']) {
      expect(isQuantity(text)).toBe(false);
    }
  });

  it('asks for nothing without a main product', () => {
    expect(
      cartRequest({ main: null, accessories: [], notice: null, refusal: null, confirmation: null }),
    ).toEqual({ main: { goods_id: 0, quantity: 0 }, accessories: [] });
  });
});
