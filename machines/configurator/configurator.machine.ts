import { assign, setup } from 'xstate';
import { MAX_CART_QUANTITY } from '../../contract/cart';
import type { Goods } from '../../contract/catalog';
import { isAnswerOk, type AnswerHead, type Notice } from '../shared/answer';
import { missingActor } from '../shared/not-provided';

/** Messages this machine reports; views translate them. */
export type ConfiguratorMessageKey =
  /** 'Please select main product': accessories need a main product first. */
  | 'selectMain'
  /** 'Please delete the main product first': one main product at a time. */
  | 'deleteMainFirst'
  /** 'Please add product': nothing to put into the cart yet. */
  | 'addProduct'
  /** 'Please check product': the accessories dialog was confirmed with nothing ticked. */
  | 'checkProduct'
  /** A quantity is not a whole number from 1 to {@link MAX_CART_QUANTITY}. */
  | 'checkQuantity'
  /** The main product takes no accessories. */
  | 'noAccessories'
  /** The call got no answer (network error, timeout, HTTP error). */
  | 'requestFailed';

/** A product of the configuration and its quantity as typed (checked before it is sent). */
export interface ConfiguredLine {
  goods: Goods;
  quantity: string;
}

/** What the `addToCart` actor puts into the cart: the main product, then its accessories. */
export interface AddToCartRequest {
  main: { goods_id: number; quantity: number };
  accessories: { goods_id: number; quantity: number }[];
}

export interface ConfiguratorContext {
  main: ConfiguredLine | null;
  /** The accessories of the main product, in the order they were picked. */
  accessories: ConfiguredLine[];
  /** The rule the last action broke; cleared by the next action. */
  notice: ConfiguratorMessageKey | null;
  /** Why the last addition to the cart did not go through. */
  refusal: Notice<ConfiguratorMessageKey> | null;
  /** The server's `msg` once the configuration is in the cart. */
  confirmation: string | null;
}

export type ConfiguratorEvent =
  | { type: 'main.choose'; goods: Goods }
  | { type: 'main.remove' }
  | { type: 'main.quantity'; quantity: string }
  | { type: 'accessories.open' }
  | { type: 'accessories.confirm'; picked: ConfiguredLine[] }
  | { type: 'accessories.cancel' }
  | { type: 'accessory.quantity'; goodsId: number; quantity: string }
  | { type: 'accessory.remove'; goodsId: number }
  | { type: 'cart.add' };

/** A whole number of items a cart line may hold: 1 to {@link MAX_CART_QUANTITY}, digits only. */
export function isQuantity(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return false;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_CART_QUANTITY;
}

function allQuantitiesValid(lines: readonly ConfiguredLine[]): boolean {
  return lines.every((line) => isQuantity(line.quantity));
}

function lines(context: ConfiguratorContext): ConfiguredLine[] {
  return context.main ? [context.main, ...context.accessories] : [];
}

/** The request for the cart, once every quantity has been checked. */
export function cartRequest(context: ConfiguratorContext): AddToCartRequest {
  const item = (line: ConfiguredLine) => ({
    goods_id: line.goods.id,
    quantity: Number(line.quantity.trim()),
  });
  if (!context.main) return { main: { goods_id: 0, quantity: 0 }, accessories: [] };
  return { main: item(context.main), accessories: context.accessories.map(item) };
}

const cleared = { notice: null, refusal: null, confirmation: null } as const;

/**
 * The configurator: one main product at a time with its accessories, then into the cart.
 * Choosing another main product while one is chosen says 'Please delete the main product first';
 * accessories without a main product 'Please select main product'; the cart without a product
 * 'Please add product'; the accessories dialog confirmed with nothing ticked 'Please check
 * product'. Removing the main product removes its accessories with it. Quantities are typed
 * text, checked before anything is sent.
 *
 * Provide the `addToCart` actor: it puts the main product into the cart, then each accessory
 * under the line the main product went into, and resolves with the last answer or the first
 * refusal; it rejects only when no answer came.
 */
export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
  },
  actors: {
    addToCart: missingActor<AnswerHead, AddToCartRequest>('addToCart'),
  },
  guards: {
    hasNoMain: ({ context }) => context.main === null,
    isOtherMain: ({ context }, params: { goods: Goods }) =>
      context.main !== null && context.main.goods.id !== params.goods.id,
    isSameMain: ({ context }, params: { goods: Goods }) =>
      context.main?.goods.id === params.goods.id,
    takesNoAccessories: ({ context }) => context.main?.goods.has_accessories === false,
    hasNothingPicked: (_, params: { picked: ConfiguredLine[] }) => params.picked.length === 0,
    hasBadPickedQuantity: (_, params: { picked: ConfiguredLine[] }) =>
      !allQuantitiesValid(params.picked),
    hasBadQuantity: ({ context }) => !allQuantitiesValid(lines(context)),
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
  },
  actions: {
    tell: assign((_, params: { notice: ConfiguratorMessageKey }) => ({
      ...cleared,
      notice: params.notice,
    })),
    chooseMain: assign((_, params: { goods: Goods }) => ({
      ...cleared,
      main: { goods: params.goods, quantity: '1' },
      accessories: [],
    })),
    removeMain: assign({ ...cleared, main: null, accessories: [] }),
    setMainQuantity: assign(({ context }, params: { quantity: string }) => ({
      ...cleared,
      main: context.main ? { ...context.main, quantity: params.quantity } : null,
    })),
    setAccessories: assign((_, params: { picked: ConfiguredLine[] }) => ({
      ...cleared,
      accessories: params.picked,
    })),
    setAccessoryQuantity: assign(({ context }, params: { goodsId: number; quantity: string }) => ({
      ...cleared,
      accessories: context.accessories.map((line) =>
        line.goods.id === params.goodsId ? { ...line, quantity: params.quantity } : line,
      ),
    })),
    removeAccessory: assign(({ context }, params: { goodsId: number }) => ({
      ...cleared,
      accessories: context.accessories.filter((line) => line.goods.id !== params.goodsId),
    })),
    clearNotices: assign({ ...cleared }),
    showAnswer: assign((_, params: { answer: AnswerHead }) => ({
      refusal: { serverMessage: params.answer.msg },
    })),
    showFailure: assign({ refusal: { message: 'requestFailed' as const } }),
    finish: assign((_, params: { answer: AnswerHead }) => ({
      ...cleared,
      main: null,
      accessories: [],
      confirmation: params.answer.msg,
    })),
  },
}).createMachine({
  id: 'configurator',
  context: { main: null, accessories: [], ...cleared },
  initial: 'editing',
  states: {
    editing: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'main.choose': [
              {
                guard: { type: 'isOtherMain', params: ({ event }) => ({ goods: event.goods }) },
                actions: { type: 'tell', params: { notice: 'deleteMainFirst' } },
              },
              {
                guard: { type: 'isSameMain', params: ({ event }) => ({ goods: event.goods }) },
                actions: 'clearNotices',
              },
              { actions: { type: 'chooseMain', params: ({ event }) => ({ goods: event.goods }) } },
            ],
            'main.remove': { actions: 'removeMain' },
            'main.quantity': {
              actions: {
                type: 'setMainQuantity',
                params: ({ event }) => ({ quantity: event.quantity }),
              },
            },
            'accessory.quantity': {
              actions: {
                type: 'setAccessoryQuantity',
                params: ({ event }) => ({ goodsId: event.goodsId, quantity: event.quantity }),
              },
            },
            'accessory.remove': {
              actions: {
                type: 'removeAccessory',
                params: ({ event }) => ({ goodsId: event.goodsId }),
              },
            },
            'accessories.open': [
              {
                guard: 'hasNoMain',
                actions: { type: 'tell', params: { notice: 'selectMain' } },
              },
              {
                guard: 'takesNoAccessories',
                actions: { type: 'tell', params: { notice: 'noAccessories' } },
              },
              { target: 'accessories', actions: 'clearNotices' },
            ],
            'cart.add': [
              {
                guard: 'hasNoMain',
                actions: { type: 'tell', params: { notice: 'addProduct' } },
              },
              {
                guard: 'hasBadQuantity',
                actions: { type: 'tell', params: { notice: 'checkQuantity' } },
              },
              { target: '#configurator.adding', actions: 'clearNotices' },
            ],
          },
        },
        accessories: {
          on: {
            'accessories.confirm': [
              {
                guard: {
                  type: 'hasNothingPicked',
                  params: ({ event }) => ({ picked: event.picked }),
                },
                actions: { type: 'tell', params: { notice: 'checkProduct' } },
              },
              {
                guard: {
                  type: 'hasBadPickedQuantity',
                  params: ({ event }) => ({ picked: event.picked }),
                },
                actions: { type: 'tell', params: { notice: 'checkQuantity' } },
              },
              {
                target: 'browsing',
                actions: {
                  type: 'setAccessories',
                  params: ({ event }) => ({ picked: event.picked }),
                },
              },
            ],
            'accessories.cancel': { target: 'browsing', actions: 'clearNotices' },
          },
        },
      },
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({ context }) => cartRequest(context),
        onDone: [
          {
            guard: { type: 'isAnswerOk', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
