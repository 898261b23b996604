// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import type {
  CreateOrderForm,
  FinishOrderForm,
  OrderDetail,
  OrderStepName,
  UploadContractForm,
  UploadDeliveryForm,
  UploadOrderForm,
  UploadPayInfoForm,
} from '../../contract/orders';
import type { IdForm } from '../../contract/common';
import { ORDER_STEP_NAMES } from '../../contract/values';
import { createPendingCalls } from '../testing/pending-calls';
import { orderAt } from '../../contract/testing/orders';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import {
  orderFlowMachine,
  type OrderDetailAnswer,
  type OrderFlowEvent,
  type OrderFlowInput,
  type OrderProgressAnswer,
} from './order-flow.machine';
import { ORDER_TRANSITIONS, textsOf } from './order-steps';
import { expectAnswerProblem } from '../testing/answer-problems';

const REFUSAL = 'The order is locked';
const TRANSPORT = 'Network Error';
const contractFile = new File([new Uint8Array(2048)], 'signed-contract.pdf', {
  type: 'application/pdf',
});
const receiptFile = new File([new Uint8Array(2048)], 'receipt.jpg', { type: 'image/jpeg' });

/** A fake backend: pending calls the test answers, and the order as the server holds it. */
function start(input: OrderFlowInput, inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const calls = {
    loadOrder: createPendingCalls<IdForm, OrderDetailAnswer>(),
    create: createPendingCalls<CreateOrderForm, OrderProgressAnswer>(),
    upload: createPendingCalls<UploadOrderForm, OrderProgressAnswer>(),
    uploadContract: createPendingCalls<UploadContractForm, OrderProgressAnswer>(),
    uploadPayInfo: createPendingCalls<UploadPayInfoForm, OrderProgressAnswer>(),
    uploadDelivery: createPendingCalls<UploadDeliveryForm, OrderProgressAnswer>(),
    finish: createPendingCalls<FinishOrderForm, OrderProgressAnswer>(),
    downloadContractTemplate: createPendingCalls<IdForm, void>(),
  };
  const machine = orderFlowMachine.provide({
    actors: {
      loadOrder: calls.loadOrder.logic,
      create: calls.create.logic,
      upload: calls.upload.logic,
      uploadContract: calls.uploadContract.logic,
      uploadPayInfo: calls.uploadPayInfo.logic,
      uploadDelivery: calls.uploadDelivery.logic,
      finish: calls.finish.logic,
      downloadContractTemplate: calls.downloadContractTemplate.logic,
    },
  });
  const actor = createActor(machine, { input, inspect }).start();
  const server = { order: 'order' in input ? input.order : null };

  const busy = () => {
    const names = (Object.keys(calls) as (keyof typeof calls)[]).filter(
      (name) => calls[name].pending > 0,
    );
    expect(names).toHaveLength(1);
    return names[0] as keyof typeof calls;
  };
  const progress = (order: OrderDetail): OrderProgressAnswer => {
    server.order = order;
    return { code: 1, msg: 'submitted successfully', data: { id: order.id, step: order.step } };
  };

  /** The server accepts whatever call is waiting, and moves its order on as a backend would. */
  async function accept() {
    const name = busy();
    switch (name) {
      case 'loadOrder':
        return calls.loadOrder.answer({ code: 1, msg: '', data: server.order as OrderDetail });
      case 'downloadContractTemplate':
        return calls.downloadContractTemplate.answer();
      case 'create':
        return calls.create.answer(progress(orderAt(2)));
      case 'upload': {
        const step = calls.upload.inputs.at(-1)?.step;
        return calls.upload.answer(progress(orderAt(step === 2 ? 3 : 7)));
      }
      case 'uploadContract':
        return calls.uploadContract.answer(progress(orderAt(4)));
      case 'uploadPayInfo':
        return calls.uploadPayInfo.answer(
          progress(orderAt(4, { pay_receipt: { name: 'r.jpg', url: '/r.jpg' } })),
        );
      case 'uploadDelivery':
        return calls.uploadDelivery.answer(progress(orderAt(6)));
      case 'finish':
        return calls.finish.answer(progress(orderAt(9)));
    }
  }
  async function refuse() {
    const name = busy();
    if (name === 'downloadContractTemplate') throw new Error('Downloads are not refused here');
    // Every call but the download answers the same envelope; refusals carry no data.
    const pending = calls[name] as { answer(output: { code: 0; msg: string }): Promise<void> };
    return pending.answer({ code: 0, msg: REFUSAL });
  }
  const fail = () => calls[busy()].fail(new Error(TRANSPORT));
  return { actor, calls, server, accept, refuse, fail };
}

type Harness = ReturnType<typeof start>;

/** The top-level state of the machine: the step the screen shows. */
function stepOf(harness: Harness): string {
  const { value } = harness.actor.getSnapshot();
  return typeof value === 'string' ? value : (Object.keys(value)[0] as string);
}

const completeForms: Partial<Record<string, OrderFlowEvent>> = {
  basic: { type: 'basic.change', values: { customer_name: 'Harbour Logistics Ltd', remark: '' } },
  contract: { type: 'contract.change', values: { sign_contract: 1, contract: contractFile } },
  payment: { type: 'payment.change', values: { pay_date: '2026-11-05', receipt: receiptFile } },
  schedule: {
    type: 'schedule.change',
    values: {
      expected_delivery_date: '2026-12-01',
      delivery_plan: 'One shipment',
      freight_forwarder: 'Blue Anchor Freight',
    },
  },
};
const emptyForms: Partial<Record<string, OrderFlowEvent>> = {
  basic: { type: 'basic.change', values: { customer_name: ' ' } },
  contract: { type: 'contract.change', values: { sign_contract: null } },
  payment: { type: 'payment.change', values: { pay_date: '', receipt: null } },
  schedule: {
    type: 'schedule.change',
    values: { expected_delivery_date: '', delivery_plan: '', freight_forwarder: '' },
  },
};
const expectedErrors: Record<string, object> = {
  basic: { customer_name: 'customerNameRequired' },
  contract: { sign_contract: 'signContractRequired' },
  payment: { pay_date: 'payDateRequired', receipt: 'receiptRequired' },
  schedule: {
    expected_delivery_date: 'deliveryDateRequired',
    delivery_plan: 'deliveryPlanRequired',
    freight_forwarder: 'freightForwarderRequired',
  },
};

function fill(harness: Harness, forms: Partial<Record<string, OrderFlowEvent>>) {
  const change = forms[stepOf(harness)];
  if (change) harness.actor.send(change);
  harness.actor.send({ type: 'step.submit' });
}

type Problem = 'refused' | 'unreachable' | 'incomplete';
interface ModelContext {
  /** Where the server's order stands, as the next load will report it. */
  serverStep: OrderStepName;
  awaiting: boolean;
  problem: Problem | null;
}
type ModelEvent = {
  type:
    | 'user.submit'
    | 'user.submitIncomplete'
    | 'user.download'
    | 'user.refresh'
    | 'server.accepts'
    | 'server.refuses'
    | 'network.fails'
    | 'backOffice.confirmsPayment'
    | 'backOffice.uploadsShipping';
};

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
});
const problem = (value: Problem | null) => model.assign({ problem: value });
const serverAt = (serverStep: OrderStepName, awaiting = false) =>
  model.assign({ serverStep, awaiting, problem: null });

/**
 * A step with a form: submit it, or submit it empty; the server accepts, refuses (and the order
 * is checked again) or is away.
 */
function formStep(
  next: OrderStepName,
  awaiting = false,
  extra = {},
  refused = '#orderModel.rechecking',
) {
  return {
    initial: 'editing' as const,
    states: {
      editing: {
        on: {
          'user.submit': { target: 'submitting', actions: problem(null) },
          'user.submitIncomplete': { actions: problem('incomplete') },
          ...extra,
        },
      },
      submitting: {
        on: {
          'server.accepts': { target: '#orderModel.loading', actions: serverAt(next, awaiting) },
          'server.refuses': { target: refused, actions: problem('refused') },
          'network.fails': { target: 'editing', actions: problem('unreachable') },
        },
      },
    },
  };
}

/** A step with nothing to fill in: the user only confirms. */
function confirmStep(next: OrderStepName, refused?: string) {
  return {
    initial: 'editing' as const,
    states: {
      editing: { on: { 'user.submit': { target: 'submitting', actions: problem(null) } } },
      submitting: formStep(next, false, {}, refused).states.submitting,
    },
  };
}

/** Where a load lands: the step the server reports, or the wait at payment. */
const routes = [
  {
    guard: ({ context }: { context: ModelContext }) => context.awaiting,
    target: 'payment.awaitingConfirmation',
    actions: problem(null),
  },
  ...ORDER_STEP_NAMES.map((step) => ({
    guard: ({ context }: { context: ModelContext }) => context.serverStep === step,
    target: step,
    actions: problem(null),
  })),
];

/** After a refusal the order is checked again: it lands where it stands, the refusal still shown. */
const routesKeepingProblem = routes.map(({ guard, target }) => ({ guard, target }));

/** The order flow as a partner and the back office see it, from a quotation to completion. */
const orderModel = model.createMachine({
  id: 'orderModel',
  context: { serverStep: 'generate', awaiting: false, problem: null },
  initial: 'generate',
  states: {
    // Before the order exists there is nothing to check again.
    generate: confirmStep('basic', 'editing'),
    rechecking: {
      on: {
        'server.accepts': routesKeepingProblem,
        'server.refuses': routesKeepingProblem,
        'network.fails': routesKeepingProblem,
      },
    },
    loading: {
      on: {
        'server.accepts': routes,
        'server.refuses': { target: 'loadFailed', actions: problem('refused') },
        'network.fails': { target: 'loadFailed', actions: problem('unreachable') },
      },
    },
    loadFailed: { on: { 'user.refresh': 'loading' } },
    basic: formStep('contract', false, {
      'user.refresh': { target: '#orderModel.loading', actions: problem(null) },
    }),
    contract: {
      initial: 'editing',
      states: {
        ...formStep('payment', false, { 'user.download': 'downloading' }).states,
        downloading: {
          on: {
            'server.accepts': 'editing',
            'network.fails': { target: 'editing', actions: problem('unreachable') },
          },
        },
      },
    },
    payment: {
      initial: 'editing',
      states: {
        ...formStep('payment', true).states,
        awaitingConfirmation: {
          on: {
            'user.refresh': '#orderModel.loading',
            'backOffice.confirmsPayment': { actions: serverAt('schedule') },
          },
        },
      },
    },
    schedule: formStep('reminder'),
    reminder: confirmStep('shipping'),
    shipping: {
      on: {
        'user.refresh': 'loading',
        'backOffice.uploadsShipping': { actions: serverAt('receipt') },
      },
    },
    receipt: confirmStep('done'),
    done: { type: 'final' },
  },
});

describe('order flow, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(orderModel))('%s', async (_, path) => {
    const harness = start({ quotationId: 31 }, log.inspect);
    const { actor } = harness;
    await path.test({
      events: {
        'user.submit': () => fill(harness, completeForms),
        'user.submitIncomplete': () => fill(harness, emptyForms),
        'user.download': () => actor.send({ type: 'contract.download' }),
        'user.refresh': () => actor.send({ type: 'order.refresh' }),
        'server.accepts': () => harness.accept(),
        'server.refuses': () => harness.refuse(),
        'network.fails': () => harness.fail(),
        'backOffice.confirmsPayment': () => {
          harness.server.order = orderAt(5);
        },
        'backOffice.uploadsShipping': () => {
          harness.server.order = orderAt(8);
        },
      },
      states: {
        '*': (expected) => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(expected.value);
          const { context } = snapshot;
          if (!expectAnswerProblem(context, expected.context.problem, REFUSAL))
            switch (expected.context.problem) {
              case 'incomplete':
                expect(context.errors).toEqual(expectedErrors[stepOf(harness)]);
                break;
              default:
                expect(context.errors).toEqual({});
            }
          if (snapshot.matches({ payment: 'awaitingConfirmation' })) {
            expect(context.message).toBe('waitPaymentConfirmation');
          }
          if (snapshot.matches('shipping')) expect(context.message).toBe('waitShippingMaterials');
          if (snapshot.matches('done')) {
            expect(context.message).toBe('orderCompleted');
            expect(snapshot.status).toBe('done');
          }
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(orderFlowMachine));
  });
});

describe('order flow, starting where the server says', () => {
  const paid = { pay_receipt: { name: 'r.jpg', url: '/r.jpg' }, pay_confirmed: false };
  it.each([
    [orderAt(1), { generate: 'editing' }],
    [orderAt(2), { basic: 'editing' }],
    [orderAt(3), { contract: 'editing' }],
    [orderAt(4), { payment: 'editing' }],
    [orderAt(4, paid), { payment: 'awaitingConfirmation' }],
    [orderAt(5), { schedule: 'editing' }],
    [orderAt(6), { reminder: 'editing' }],
    [orderAt(7), 'shipping'],
    [orderAt(8), { receipt: 'editing' }],
    [orderAt(9), 'done'],
  ] as const)('step %#', (order, state) => {
    const { actor } = start({ order });
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it('prefills the forms with what the order already holds', () => {
    const { actor } = start({ order: orderAt(5, { delivery_plan: 'Two shipments' }) });
    expect(actor.getSnapshot().context.forms.basic.customer_name).toBe('Harbour Logistics');
    expect(actor.getSnapshot().context.forms.schedule.delivery_plan).toBe('Two shipments');
  });

  it('has a state for every step of the transition table, calling the call it names', () => {
    expect(
      Object.keys(orderFlowMachine.root.states).filter((name) => name in ORDER_TRANSITIONS),
    ).toEqual([...ORDER_STEP_NAMES]);
    for (const name of ORDER_STEP_NAMES) {
      const { call } = ORDER_TRANSITIONS[name];
      if (call === null) continue;
      const node = orderFlowMachine.getStateNodeById(`orderFlow.${name}.submitting`);
      expect(node.invoke.map((invoke) => invoke.src)).toEqual([call]);
    }
  });
});

describe('order flow, what each step sends', () => {
  it('generates the order from the quotation, then loads it by the new id', async () => {
    const harness = start({ quotationId: 31 });
    harness.actor.send({ type: 'step.submit' });
    expect(harness.calls.create.inputs).toEqual([{ quotation_id: 31 }]);
    await harness.accept();
    expect(harness.calls.loadOrder.inputs).toEqual([{ id: 42 }]);
  });

  it('trims the basic information and names step 2', () => {
    const harness = start({ order: orderAt(2) });
    harness.actor.send({
      type: 'basic.change',
      values: { customer_name: ' Harbour ', remark: ' rush ' },
    });
    harness.actor.send({ type: 'step.submit' });
    expect(harness.calls.upload.inputs).toEqual([
      {
        ...textsOf('basic', orderAt(2)),
        id: 42,
        step: 2,
        customer_name: 'Harbour',
        remark: 'rush',
      },
    ]);
  });

  it('sends the signed contract when signing, and no file when not', () => {
    const signing = start({ order: orderAt(3) });
    fill(signing, completeForms);
    expect(signing.calls.uploadContract.inputs).toEqual([
      { id: 42, sign_contract: 1, contract: contractFile },
    ]);

    const notSigning = start({ order: orderAt(3) });
    notSigning.actor.send({
      type: 'contract.change',
      values: { sign_contract: 1, contract: contractFile },
    });
    notSigning.actor.send({ type: 'contract.change', values: { sign_contract: 0 } });
    notSigning.actor.send({ type: 'step.submit' });
    expect(notSigning.calls.uploadContract.inputs).toEqual([{ id: 42, sign_contract: 0 }]);
  });

  it('refuses a contract that is not Word or PDF, or larger than 500 kB, without calling', () => {
    const harness = start({ order: orderAt(3) });
    const image = new File([new Uint8Array(10)], 'scan.png', { type: 'image/png' });
    harness.actor.send({ type: 'contract.change', values: { sign_contract: 1, contract: image } });
    harness.actor.send({ type: 'step.submit' });
    expect(harness.actor.getSnapshot().context.errors).toEqual({ contract: 'contractFileType' });
    const large = new File([new Uint8Array(500 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    harness.actor.send({ type: 'contract.change', values: { contract: large } });
    expect(harness.actor.getSnapshot().context.errors).toEqual({});
    harness.actor.send({ type: 'step.submit' });
    expect(harness.actor.getSnapshot().context.errors).toEqual({ contract: 'fileTooLarge' });
    expect(harness.calls.uploadContract.inputs).toEqual([]);
  });

  it('sends the payment date and receipt, then waits for the back office', async () => {
    const harness = start({ order: orderAt(4) });
    fill(harness, completeForms);
    expect(harness.calls.uploadPayInfo.inputs).toEqual([
      { id: 42, pay_date: '2026-11-05', receipt: receiptFile },
    ]);
    await harness.accept();
    await harness.accept();
    expect(harness.actor.getSnapshot().value).toEqual({ payment: 'awaitingConfirmation' });
    expect(harness.actor.getSnapshot().context).toMatchObject({
      serverMessage: 'submitted successfully',
      serverMessageOk: true,
    });
  });

  it('trims the delivery plan and freight forwarder', () => {
    const harness = start({ order: orderAt(5) });
    harness.actor.send({
      type: 'schedule.change',
      values: {
        expected_delivery_date: '2026-12-01',
        delivery_plan: ' One shipment ',
        freight_forwarder: ' Blue Anchor ',
      },
    });
    harness.actor.send({ type: 'step.submit' });
    expect(harness.calls.uploadDelivery.inputs).toEqual([
      {
        id: 42,
        expected_delivery_date: '2026-12-01',
        delivery_plan: 'One shipment',
        freight_forwarder: 'Blue Anchor',
      },
    ]);
  });

  it('reminds the back office to ship with step 6, and confirms receipt by id', () => {
    const reminder = start({ order: orderAt(6) });
    reminder.actor.send({ type: 'step.submit' });
    expect(reminder.calls.upload.inputs).toEqual([{ id: 42, step: 6 }]);
    const receipt = start({ order: orderAt(8) });
    receipt.actor.send({ type: 'step.submit' });
    expect(receipt.calls.finish.inputs).toEqual([{ id: 42 }]);
  });

  it('downloads the contract template of this order', () => {
    const harness = start({ order: orderAt(3) });
    harness.actor.send({ type: 'contract.download' });
    expect(harness.calls.downloadContractTemplate.inputs).toEqual([{ id: 42 }]);
  });

  it('follows the order when a page left open sends a step the server already has', async () => {
    const harness = start({ order: orderAt(5) });
    fill(harness, completeForms);
    // Another tab sent the schedule meanwhile: the server refuses this one.
    harness.server.order = orderAt(6);
    await harness.refuse();
    expect(harness.calls.loadOrder.inputs).toEqual([{ id: 42 }]);
    await harness.accept();
    const { value, context } = harness.actor.getSnapshot();
    expect(value).toEqual({ reminder: 'editing' });
    expect(context).toMatchObject({ serverMessage: REFUSAL, serverMessageOk: false });
    expect(context.order?.step).toBe(6);
  });

  it('keeps the form as filled in when a refused order has not moved', async () => {
    const harness = start({ order: orderAt(5) });
    fill(harness, completeForms);
    await harness.refuse();
    await harness.accept();
    const { value, context } = harness.actor.getSnapshot();
    expect(value).toEqual({ schedule: 'editing' });
    expect(context.serverMessage).toBe(REFUSAL);
    expect(context.forms.schedule.freight_forwarder).toBe('Blue Anchor Freight');
  });

  it('has nothing to refresh before the order exists', () => {
    const harness = start({ quotationId: 31 });
    harness.actor.send({ type: 'order.refresh' });
    expect(harness.actor.getSnapshot().value).toEqual({ generate: 'editing' });
    expect(harness.calls.loadOrder.inputs).toEqual([]);
  });

  it('reports an actor the view forgot to provide', async () => {
    const actor = createActor(orderFlowMachine, { input: { order: orderAt(6) } }).start();
    actor.send({ type: 'step.submit' });
    const answered = await waitFor(actor, (snapshot) => snapshot.context.message !== null);
    expect(answered.value).toEqual({ reminder: 'editing' });
    expect(answered.context.message).toBe('requestFailed');
  });
});
