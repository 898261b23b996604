// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TextRule } from '../../contract/common';
import {
  ORDER_FORM_TEXTS,
  ORDER_STEP_NAMES,
  type OrderStep,
  type OrderTextForm,
} from '../../contract/orders';
import { orderAt } from '../../contract/testing/orders';
import {
  ORDER_TRANSITIONS,
  checkBackOfficeAction,
  checkStepSubmission,
  checkUpload,
  orderStepName,
  orderTurn,
  orderWait,
  stepAfterSubmission,
  textErrors,
  textsOf,
  validateBasicStep,
  validateContractStep,
  validatePaymentStep,
  validateScheduleStep,
  type BasicStepFields,
  type OrderStepCall,
  type StepTexts,
} from './order-steps';

const KB = 1024;
const pdf = { name: 'signed.PDF', size: 120 * KB, type: 'application/pdf' };
const awaitingConfirmation = orderAt(4, {
  pay_receipt: { name: 'r.jpg', url: '/r.jpg' },
  pay_confirmed: false,
});

describe('the transition table', () => {
  it('names the steps in order', () => {
    expect(ORDER_STEP_NAMES).toEqual([
      'generate',
      'basic',
      'contract',
      'payment',
      'schedule',
      'reminder',
      'shipping',
      'receipt',
      'done',
    ]);
  });

  it('moves every step to the next one, and done nowhere', () => {
    const chain = ORDER_STEP_NAMES.map((name) => ORDER_TRANSITIONS[name].next);
    expect(chain).toEqual([2, 3, 4, 5, 6, 7, 8, 9, null]);
    ORDER_STEP_NAMES.forEach((name, index) => {
      expect(ORDER_TRANSITIONS[name].step).toBe(index + 1);
      expect(orderStepName((index + 1) as OrderStep)).toBe(name);
    });
  });

  it('names who acts and with which call', () => {
    const rows = ORDER_STEP_NAMES.map((name) => {
      const { by, call, confirmedByBackOffice } = ORDER_TRANSITIONS[name];
      return [name, by, call, confirmedByBackOffice];
    });
    expect(rows).toEqual([
      ['generate', 'partner', 'create', false],
      ['basic', 'partner', 'upload', false],
      ['contract', 'partner', 'uploadContract', false],
      ['payment', 'partner', 'uploadPayInfo', true],
      ['schedule', 'partner', 'uploadDelivery', false],
      ['reminder', 'partner', 'upload', false],
      ['shipping', 'backOffice', null, false],
      ['receipt', 'partner', 'finish', false],
      ['done', null, null, false],
    ]);
  });
});

describe('whose turn it is', () => {
  it('is the partner at payment until a receipt is in, then the back office', () => {
    expect(orderTurn(orderAt(4))).toBe('partner');
    expect(orderWait(orderAt(4))).toBeNull();
    expect(orderTurn(awaitingConfirmation)).toBe('backOffice');
    expect(orderWait(awaitingConfirmation)).toBe('waitPaymentConfirmation');
  });

  it('is the back office at shipping, and nobody once done', () => {
    expect(orderTurn(orderAt(7))).toBe('backOffice');
    expect(orderWait(orderAt(7))).toBe('waitShippingMaterials');
    // Once the shipping information is in, what is awaited is the delivery receipt letter.
    const shipped = { ...orderAt(7), shipping_info: 'Sea freight, B/L attached' };
    expect(orderTurn(shipped)).toBe('backOffice');
    expect(orderWait(shipped)).toBe('waitDeliveryReceipt');
    expect(orderTurn(orderAt(9))).toBeNull();
    expect(orderWait(orderAt(9))).toBeNull();
  });
});

describe('refusing out-of-order steps (the server uses these)', () => {
  const calls: [OrderStep, OrderStepCall, (2 | 6)?][] = [
    [2, 'upload', 2],
    [3, 'uploadContract'],
    [4, 'uploadPayInfo'],
    [5, 'uploadDelivery'],
    [6, 'upload', 6],
    [8, 'finish'],
  ];

  it.each(calls)('allows at step %i only %s', (step, call, uploadStep) => {
    expect(checkStepSubmission(orderAt(step), { call, step: uploadStep })).toBeNull();
    for (const [otherStep, otherCall, otherUploadStep] of calls) {
      if (otherStep === step) continue;
      expect(checkStepSubmission(orderAt(step), { call: otherCall, step: otherUploadStep })).toBe(
        'stepOutOfOrder',
      );
    }
  });

  it('tells basic information and the reminder apart by the step in the body', () => {
    expect(checkStepSubmission(orderAt(2), { call: 'upload', step: 6 })).toBe('stepOutOfOrder');
    expect(checkStepSubmission(orderAt(6), { call: 'upload', step: 2 })).toBe('stepOutOfOrder');
  });

  it('creates orders only from nothing', () => {
    expect(checkStepSubmission(null, { call: 'create' })).toBeNull();
    expect(checkStepSubmission(null, { call: 'finish' })).toBe('stepOutOfOrder');
    expect(checkStepSubmission(orderAt(2), { call: 'create' })).toBe('stepOutOfOrder');
  });

  it('makes the partner wait while it is the back office turn', () => {
    expect(checkStepSubmission(awaitingConfirmation, { call: 'uploadPayInfo' })).toBe(
      'waitPaymentConfirmation',
    );
    expect(checkStepSubmission(orderAt(7), { call: 'finish' })).toBe('waitShippingMaterials');
  });

  it('refuses everything once the order is completed', () => {
    expect(checkStepSubmission(orderAt(9), { call: 'finish' })).toBe('orderCompleted');
  });

  it('keeps an order at payment after the receipt, and moves the others on by one', () => {
    expect(stepAfterSubmission(orderAt(4))).toBe(4);
    expect(stepAfterSubmission(orderAt(2))).toBe(3);
    expect(stepAfterSubmission(orderAt(8))).toBe(9);
    expect(stepAfterSubmission(orderAt(9))).toBe(9);
  });

  it('lets the back office confirm a sent payment slip and upload shipping materials only', () => {
    expect(checkBackOfficeAction(awaitingConfirmation, 'confirmPayment')).toBeNull();
    expect(checkBackOfficeAction(orderAt(4), 'confirmPayment')).toBe('stepOutOfOrder');
    expect(checkBackOfficeAction(orderAt(7), 'uploadShippingMaterials')).toBeNull();
    expect(checkBackOfficeAction(orderAt(7), 'confirmPayment')).toBe('stepOutOfOrder');
    expect(checkBackOfficeAction(awaitingConfirmation, 'uploadShippingMaterials')).toBe(
      'stepOutOfOrder',
    );
    expect(checkBackOfficeAction(orderAt(9), 'confirmPayment')).toBe('orderCompleted');
  });
});

describe('upload rules', () => {
  it('take a contract in Word or PDF, by type or by extension', () => {
    expect(checkUpload('contract', pdf)).toBeNull();
    expect(checkUpload('contract', { name: 'c.docx', size: KB, type: '' })).toBeNull();
    expect(
      checkUpload('contract', { name: 'c.doc', size: KB, type: 'application/msword' }),
    ).toBeNull();
    expect(checkUpload('contract', { name: 'c.jpg', size: KB, type: 'image/jpeg' })).toBe(
      'contractFileType',
    );
    expect(checkUpload('contract', { size: KB, type: '' })).toBe('contractFileType');
    expect(checkUpload('contract', { name: 'contract', size: KB, type: '' })).toBe(
      'contractFileType',
    );
  });

  it('take a receipt in jpg or PDF', () => {
    expect(checkUpload('receipt', { name: 'r.JPG', size: KB, type: '' })).toBeNull();
    expect(checkUpload('receipt', pdf)).toBeNull();
    expect(checkUpload('receipt', { name: 'r.png', size: KB, type: 'image/png' })).toBe(
      'receiptFileType',
    );
  });

  it('take at most 500 kB', () => {
    expect(checkUpload('receipt', { ...pdf, size: 500 * KB })).toBeNull();
    expect(checkUpload('receipt', { ...pdf, size: 500 * KB + 1 })).toBe('fileTooLarge');
    expect(checkUpload('contract', { ...pdf, size: 501 * KB })).toBe('fileTooLarge');
  });
});

describe('step forms', () => {
  const basic = (values: Partial<BasicStepFields>) => ({ ...textsOf('basic', null), ...values });

  it('basic information needs the customer name', () => {
    expect(validateBasicStep(basic({ customer_name: ' ' }))).toEqual({
      customer_name: 'customerNameRequired',
    });
    expect(validateBasicStep(basic({ customer_name: 'Harbour' }))).toEqual({});
  });

  it('no text of any step form may pass the limit the contract gives it', () => {
    for (const form of Object.keys(ORDER_FORM_TEXTS) as OrderTextForm[]) {
      const rules: Record<string, TextRule> = ORDER_FORM_TEXTS[form];
      const filled = (length: (rule: TextRule) => number) =>
        Object.fromEntries(
          Object.entries(rules).map(([field, rule]) => [field, ` ${'x'.repeat(length(rule))} `]),
        ) as StepTexts<typeof form>;
      expect(
        textErrors(
          form,
          filled((rule) => rule.max),
        ),
        form,
      ).toEqual({});
      expect(
        textErrors(
          form,
          filled((rule) => rule.max + 1),
        ),
        form,
      ).toEqual(Object.fromEntries(Object.keys(rules).map((field) => [field, 'textTooLong'])));
      const blank = textErrors(
        form,
        filled(() => 0),
      );
      for (const [field, rule] of Object.entries(rules)) {
        expect(blank[field as keyof typeof blank] !== undefined, field).toBe(rule.required);
      }
    }
  });

  it('contract information needs the choice, and the signed contract when signing', () => {
    expect(validateContractStep({ sign_contract: null, contract: null })).toEqual({
      sign_contract: 'signContractRequired',
    });
    expect(validateContractStep({ sign_contract: 0, contract: null })).toEqual({});
    expect(validateContractStep({ sign_contract: 1, contract: null })).toEqual({
      contract: 'contractFileRequired',
    });
    expect(
      validateContractStep({ sign_contract: 1, contract: { ...pdf, size: 600 * KB } }),
    ).toEqual({ contract: 'fileTooLarge' });
    expect(validateContractStep({ sign_contract: 1, contract: pdf })).toEqual({});
  });

  it('payment needs a date and a receipt', () => {
    expect(validatePaymentStep({ pay_date: '', receipt: null })).toEqual({
      pay_date: 'payDateRequired',
      receipt: 'receiptRequired',
    });
    expect(
      validatePaymentStep({
        pay_date: '05/11/2026',
        receipt: { name: 'r.gif', size: KB, type: 'image/gif' },
      }),
    ).toEqual({ pay_date: 'dateInvalid', receipt: 'receiptFileType' });
    expect(validatePaymentStep({ pay_date: '2026-11-05', receipt: pdf })).toEqual({});
  });

  it('delivery schedule needs date, plan and freight forwarder', () => {
    expect(
      validateScheduleStep({
        expected_delivery_date: '',
        delivery_plan: ' ',
        freight_forwarder: '',
      }),
    ).toEqual({
      expected_delivery_date: 'deliveryDateRequired',
      delivery_plan: 'deliveryPlanRequired',
      freight_forwarder: 'freightForwarderRequired',
    });
    expect(
      validateScheduleStep({
        expected_delivery_date: 'next week',
        delivery_plan: 'One shipment',
        freight_forwarder: 'Blue Anchor',
      }),
    ).toEqual({ expected_delivery_date: 'dateInvalid' });
  });

  it('judges the payment and delivery days against the day the person submits on', () => {
    const today = '2026-11-28';
    expect(validatePaymentStep({ pay_date: '2027-06-28', receipt: pdf }, today)).toEqual({
      pay_date: 'afterToday',
    });
    // A payment may precede the order by any time; today is the latest.
    expect(validatePaymentStep({ pay_date: '2024-03-01', receipt: pdf }, today)).toEqual({});
    expect(validatePaymentStep({ pay_date: today, receipt: pdf }, today)).toEqual({});
    const schedule = { delivery_plan: 'One shipment', freight_forwarder: 'Blue Anchor' };
    expect(
      validateScheduleStep({ ...schedule, expected_delivery_date: '2026-01-28' }, today),
    ).toEqual({ expected_delivery_date: 'beforeToday' });
    expect(
      validateScheduleStep({ ...schedule, expected_delivery_date: '2032-12-01' }, today),
    ).toEqual({ expected_delivery_date: 'tooFarAhead' });
    expect(validateScheduleStep({ ...schedule, expected_delivery_date: today }, today)).toEqual({});
  });
});

describe('under plain Node', () => {
  /**
   * Plain JavaScript run by `node --import tsx` outside the test runner: it loads the table and
   * the machine, walks a step with fake calls, and prints what it saw.
   */
  const script = `
    import { createActor, fromPromise, waitFor } from 'xstate';
    import { orderFlowMachine } from './machines/order-flow/order-flow.machine.ts';
    import { checkStepSubmission } from './machines/order-flow/order-steps.ts';
    import { orderAt } from './contract/testing/orders.ts';

    const machine = orderFlowMachine.provide({
      actors: {
        uploadDelivery: fromPromise(async () => ({ code: 1, msg: 'ok', data: { id: 42, step: 6 } })),
        loadOrder: fromPromise(async () => ({ code: 1, msg: '', data: orderAt(6) })),
      },
    });
    const states = [];
    const actor = createActor(machine, { input: { order: orderAt(5) } });
    actor.subscribe((snapshot) => {
      const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
      if (states.at(-1) !== top) states.push(top);
    });
    actor.start();
    actor.send({
      type: 'schedule.change',
      values: { expected_delivery_date: '2026-12-01', delivery_plan: 'One', freight_forwarder: 'Blue' },
    });
    actor.send({ type: 'step.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('reminder'));
    process.stdout.write(JSON.stringify({
      dom: typeof window !== 'undefined' || typeof document !== 'undefined',
      refusal: checkStepSubmission(orderAt(5), { call: 'finish' }),
      states,
    }));
  `;

  it('runs the table and the machine with no DOM and no test runner', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual({
      dom: false,
      refusal: 'stepOutOfOrder',
      states: ['schedule', 'loading', 'reminder'],
    });
  }, 30_000);
});
