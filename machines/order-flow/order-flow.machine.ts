import { assign, setup, type InputFrom } from 'xstate';
import {
  ORDER_STEP_NAMES,
  ORDER_STEPS,
  type CreateOrderForm,
  type FinishOrderForm,
  type OrderStepName,
  type UploadContractForm,
  type UploadDeliveryForm,
  type UploadOrderForm,
  type UploadPayInfoForm,
} from '../../contract/orders';
import type { IdForm } from '../../contract/common';
import { dataOf, isAnswerOk, type AnswerHead } from '../shared/answer';
import { missingActor } from '../shared/not-provided';
import {
  formsFor,
  idOf,
  loadedOrder,
  type OrderDetailAnswer,
  type OrderFile,
  type OrderFlowContext,
  type OrderFlowEvent,
  type OrderFlowInput,
  type OrderForms,
  type OrderProgressAnswer,
} from './order-flow-context';
import {
  STEP_CALLS,
  isValid,
  orderStepName,
  orderWait,
  trimmedTexts,
  validateStepForm,
  type OrderStepCall,
  type PartnerStepName,
} from './order-steps';

export type {
  OrderDetailAnswer,
  OrderField,
  OrderFile,
  OrderFlowContext,
  OrderFlowEvent,
  OrderFlowInput,
  OrderForms,
  OrderProgressAnswer,
} from './order-flow-context';

const answered = {
  guard: {
    type: 'isAnswerOk',
    params: ({ event }: { event: { output: AnswerHead } }) => ({ answer: event.output }),
  },
} as const;

const showAnswer = {
  type: 'showServerMessage',
  params: ({ event }: { event: { output: AnswerHead } }) => ({ answer: event.output }),
} as const;

/**
 * What every step call does with its outcome: accepted → reload the order (step 1 learns its
 * id here), which decides the next step; refused → the message, and the order is checked
 * again (a page left open may be behind the server); unanswered → back to the form with the
 * message.
 */
const afterStepCall = {
  onDone: [
    {
      ...answered,
      target: '#orderFlow.loading',
      actions: [
        showAnswer,
        {
          type: 'rememberOrder',
          params: ({ event }: { event: { output: OrderProgressAnswer } }) => ({
            answer: event.output,
          }),
        },
      ],
    },
    { guard: 'hasOrder', target: '#orderFlow.rechecking', actions: showAnswer },
    { target: 'editing', actions: showAnswer },
  ],
  onError: { target: 'editing', actions: 'showFailure' },
} as const;

/** The steps whose form the partner fills in. */
type FormName = keyof OrderForms;
/** What a guard or an action of a form's submit reads of the event. */
type SubmitArgs = { event: OrderFlowEvent };

/** The person's calendar day a submit carries, against which its form judges its days. */
const todayOf = (event: OrderFlowEvent) => (event.type === 'step.submit' ? event.today : undefined);

/** The calls that complete a step; each resolves with the answer, rejects when there is none. */
const stepCalls = {
  create: missingActor<OrderProgressAnswer, CreateOrderForm>('create'),
  upload: missingActor<OrderProgressAnswer, UploadOrderForm>('upload'),
  uploadContract: missingActor<OrderProgressAnswer, UploadContractForm>('uploadContract'),
  uploadPayInfo: missingActor<OrderProgressAnswer, UploadPayInfoForm>('uploadPayInfo'),
  uploadDelivery: missingActor<OrderProgressAnswer, UploadDeliveryForm>('uploadDelivery'),
  finish: missingActor<OrderProgressAnswer, FinishOrderForm>('finish'),
} satisfies Record<OrderStepCall, unknown>;

/**
 * One step the partner completes: `editing` takes the changes of the step's form (if it has
 * one) and the submit, which goes to `submitting` only when the form has no problems and shows
 * them otherwise; `submitting` makes the call the transition table names for the step
 * (`STEP_CALLS`) with `input` and, by default, reloads the order when the call is accepted.
 * `editing` and `states` add what a step has beyond that.
 */
function formStep<
  TStep extends PartnerStepName,
  const TEditing extends object = object,
  const TStates extends object = object,
>(step: {
  step: TStep;
  form?: FormName;
  input: (args: {
    context: OrderFlowContext;
  }) => InputFrom<(typeof stepCalls)[(typeof STEP_CALLS)[TStep]]>;
  editing?: TEditing;
  states?: TStates;
  initial?: 'editing' | (keyof TStates & string);
}) {
  const { form } = step;
  const submit = form
    ? ({
        [`${form}.change`]: {
          actions: {
            type: 'changeForm',
            params: ({ event }: { event: { values: object } }) => ({ form, values: event.values }),
          },
        },
        'step.submit': [
          {
            guard: {
              type: 'isFormValid',
              params: ({ event }: SubmitArgs) => ({ form, today: todayOf(event) }),
            },
            target: 'submitting',
          },
          {
            actions: {
              type: 'showFormErrors',
              params: ({ event }: SubmitArgs) => ({ form, today: todayOf(event) }),
            },
          },
        ],
      } as const)
    : ({ 'step.submit': 'submitting' } as const);
  return {
    initial: step.initial ?? 'editing',
    states: {
      editing: { on: { ...submit, ...(step.editing as TEditing) } },
      submitting: {
        entry: 'clearMessages',
        invoke: { src: STEP_CALLS[step.step], input: step.input, ...afterStepCall },
      },
      ...(step.states as TStates),
    },
  } as const;
}

/**
 * The nine-step order flow: generate order → basic information → contract information →
 * payment (then the back office confirms) → delivery schedule → shipping reminder → shipping
 * info (the back office uploads it) → delivery receipt → done. It starts at the step the server
 * reports, checks each step's required fields and upload rules with `order-steps.ts` (the table
 * the server uses too), and after every accepted step reloads the order, so the server decides
 * where it continues.
 *
 * Provide the actors: `loadOrder` and, named as the contract's calls, `create`, `upload`,
 * `uploadContract`, `uploadPayInfo`, `uploadDelivery`, `finish` (each resolves with the call's
 * answer and rejects when there is none) and `downloadContractTemplate` (saves the template file).
 */
export const orderFlowMachine = setup({
  types: {
    context: {} as OrderFlowContext,
    events: {} as OrderFlowEvent,
    input: {} as OrderFlowInput,
  },
  actors: {
    loadOrder: missingActor<OrderDetailAnswer, IdForm>('loadOrder'),
    ...stepCalls,
    downloadContractTemplate: missingActor<void, IdForm>('downloadContractTemplate'),
  },
  guards: {
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    hasOrder: ({ context }) => context.orderId !== null,
    isAtStep: ({ context }, params: { step: OrderStepName }) =>
      orderStepName(context.order?.step ?? ORDER_STEPS.generate) === params.step,
    isAwaitingBackOffice: ({ context }) => orderWait(loadedOrder(context)) !== null,
    hasOrderMoved: ({ context }, params: { answer: OrderDetailAnswer }) => {
      if (!isAnswerOk(params.answer)) return false;
      const order = dataOf(params.answer);
      const before = loadedOrder(context);
      return order.step !== before.step || orderWait(order) !== orderWait(before);
    },
    isFormValid: ({ context }, params: { form: FormName; today?: string }) =>
      isValid(validateStepForm(params.form, context.forms, params.today)),
  },
  actions: {
    changeForm: assign(({ context }, params: { form: FormName; values: object }) => ({
      forms: {
        ...context.forms,
        [params.form]: { ...context.forms[params.form], ...params.values },
      },
      errors: {},
    })),
    showFormErrors: assign(({ context }, params: { form: FormName; today?: string }) => ({
      errors: validateStepForm(params.form, context.forms, params.today),
    })),
    showServerMessage: assign((_, params: { answer: AnswerHead }) => ({
      serverMessage: params.answer.msg,
      serverMessageOk: isAnswerOk(params.answer),
      message: null,
    })),
    rememberOrder: assign((_, params: { answer: OrderProgressAnswer }) => ({
      orderId: dataOf(params.answer).id,
    })),
    showFailure: assign({ serverMessage: null, serverMessageOk: false, message: 'requestFailed' }),
    clearMessages: assign({
      errors: {},
      message: null,
      serverMessage: null,
      serverMessageOk: false,
    }),
    showWait: assign({ message: ({ context }) => orderWait(loadedOrder(context)) }),
  },
}).createMachine({
  id: 'orderFlow',
  context: ({ input }) => {
    const order = 'order' in input ? input.order : null;
    return {
      quotationId: 'quotationId' in input ? input.quotationId : input.order.quotation_id,
      orderId: order?.id ?? null,
      order,
      forms: formsFor(order),
      errors: {},
      message: null,
      serverMessage: null,
      serverMessageOk: false,
    };
  },
  initial: 'routing',
  on: {
    'order.refresh': { guard: 'hasOrder', target: '.loading' },
  },
  states: {
    /** Goes to the step the order waits on; an order not generated yet starts at step 1. */
    routing: {
      // One state per row of the transition table, named as the contract names the steps.
      always: ORDER_STEP_NAMES.map((step) => ({
        guard: { type: 'isAtStep', params: { step } } as const,
        target: step,
      })),
    },
    loading: {
      // A refresh abandons the form; its field errors no longer apply.
      entry: assign({ errors: {} }),
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: idOf(context) }),
        onDone: [
          {
            ...answered,
            target: 'routing',
            actions: assign(({ event }) => {
              const order = dataOf(event.output);
              return { order, forms: formsFor(order) };
            }),
          },
          { target: 'loadFailed', actions: showAnswer },
        ],
        onError: { target: 'loadFailed', actions: 'showFailure' },
      },
    },
    /**
     * After a refused step: loads the order again, keeping the server's message. When the order
     * has moved on (another tab or person sent the step), the flow follows it; otherwise the
     * form stays as the partner filled it. Without an answer the step stays as it was.
     */
    rechecking: {
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ id: idOf(context) }),
        onDone: [
          {
            guard: {
              type: 'hasOrderMoved',
              params: ({ event }) => ({ answer: event.output }),
            },
            target: 'routing',
            actions: assign(({ event }) => {
              const order = dataOf(event.output);
              return { order, forms: formsFor(order) };
            }),
          },
          {
            ...answered,
            target: 'routing',
            actions: assign(({ event }) => ({ order: dataOf(event.output) })),
          },
          { target: 'routing' },
        ],
        onError: { target: 'routing' },
      },
    },
    /** The order could not be loaded; `order.refresh` tries again. */
    loadFailed: {},
    generate: formStep({
      step: 'generate',
      input: ({ context }) => ({ quotation_id: context.quotationId }),
    }),
    basic: formStep({
      step: 'basic',
      form: 'basic',
      input: ({ context }) => ({
        id: idOf(context),
        step: ORDER_STEPS.basic,
        ...trimmedTexts(context.forms.basic),
      }),
    }),
    contract: formStep({
      step: 'contract',
      form: 'contract',
      input: ({ context }) => {
        const { sign_contract, contract } = context.forms.contract;
        // isFormValid let the submit through only with a choice, and with a file when
        // signing. Not signing sends no file even if one was picked before.
        return sign_contract === 1
          ? { id: idOf(context), sign_contract, contract: contract as OrderFile }
          : { id: idOf(context), sign_contract: 0 };
      },
      editing: { 'contract.download': { target: 'downloading' } },
      states: {
        downloading: {
          invoke: {
            src: 'downloadContractTemplate',
            input: ({ context }: { context: OrderFlowContext }) => ({ id: idOf(context) }),
            onDone: { target: 'editing' },
            onError: { target: 'editing', actions: 'showFailure' },
          },
        },
      },
    }),
    payment: formStep({
      step: 'payment',
      form: 'payment',
      input: ({ context }) => ({
        id: idOf(context),
        pay_date: context.forms.payment.pay_date,
        // isFormValid let the submit through only with a receipt.
        receipt: context.forms.payment.receipt as OrderFile,
      }),
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isAwaitingBackOffice', target: 'awaitingConfirmation' }, 'editing'],
        },
        /** 'Please wait for the backend to confirm the payment slip'; `order.refresh` checks. */
        awaitingConfirmation: { entry: 'showWait' },
      },
    }),
    schedule: formStep({
      step: 'schedule',
      form: 'schedule',
      input: ({ context }) => ({
        id: idOf(context),
        ...trimmedTexts(context.forms.schedule),
      }),
    }),
    reminder: formStep({
      step: 'reminder',
      input: ({ context }) => ({ id: idOf(context), step: ORDER_STEPS.reminder }),
    }),
    /** 'Please wait for the backend to upload the shipping materials'; `order.refresh` checks. */
    shipping: { entry: 'showWait' },
    receipt: formStep({
      step: 'receipt',
      input: ({ context }) => ({ id: idOf(context) }),
    }),
    /** 'order completed' */
    done: { type: 'final', entry: assign({ message: 'orderCompleted' }) },
  },
});
