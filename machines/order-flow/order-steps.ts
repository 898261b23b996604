/**
 * The nine steps of an order as data and pure functions: the order-flow machine runs on them, and
 * the reference server uses the same rules to refuse out-of-order steps. No DOM, no xstate.
 */
import {
  CONTRACT_UPLOAD,
  PARTNER_DAYS,
  RECEIPT_UPLOAD,
  dayProblem,
  isAllowedUpload,
  uploadLimit,
  type DayProblem,
  type Flag,
  type TextRule,
  type UploadCandidate,
} from '../../contract/common';
import {
  ORDER_FORM_TEXTS,
  ORDER_STEP_NAMES,
  ORDER_STEPS,
  type OrderDetail,
  type OrderTextField,
  type OrderTextForm,
  type OrderStep,
  type OrderStepName,
  type UploadOrderForm,
  type UploadPayInfoForm,
  type ordersContract,
} from '../../contract/orders';
import { isBlank, isDate } from '../shared/validation';

/** Messages of the order flow; views (and the server) translate them. */
export type OrderMessageKey =
  /** 'Please wait for the backend to confirm the payment slip' */
  | 'waitPaymentConfirmation'
  /** 'Please wait for the backend to upload the shipping materials' */
  | 'waitShippingMaterials'
  /** The shipping materials are in; head office is still to upload the delivery receipt letter. */
  | 'waitDeliveryReceipt'
  /** The step asked for is not the one the order waits on (a server refusal). */
  | 'stepOutOfOrder'
  /** 'order completed': the order is done, nothing more can be submitted. */
  | 'orderCompleted'
  /** 'Customer name is required' (the contract requires it at step 2). */
  | 'customerNameRequired'
  /** 'Please choose whether to sign a contract' (the sign-contract choice is required). */
  | 'signContractRequired'
  /** 'Please upload the signed contract' (required when signing). */
  | 'contractFileRequired'
  /** 'The contract must be a Word or PDF file' */
  | 'contractFileType'
  /** 'Please choose the payment date' */
  | 'payDateRequired'
  /** 'Please upload the payment receipt' */
  | 'receiptRequired'
  /** 'The receipt must be a jpg or PDF file' */
  | 'receiptFileType'
  /** 'The file must be at most 500 kB' */
  | 'fileTooLarge'
  /** 'Please choose the delivery date' */
  | 'deliveryDateRequired'
  /** 'Please enter the delivery plan' */
  | 'deliveryPlanRequired'
  /** 'Please enter the freight forwarder' */
  | 'freightForwarderRequired'
  /** 'Please enter a date as YYYY-MM-DD' (a date field holds something else). */
  | 'dateInvalid'
  /** The call got no answer (network error, timeout, HTTP error); the error policy toasts it too. */
  | 'requestFailed';

/** The order calls that complete a step. */
export type OrderStepCall = Extract<
  keyof typeof ordersContract,
  'create' | 'upload' | 'uploadContract' | 'uploadPayInfo' | 'uploadDelivery' | 'finish'
>;

/** Who has to act for an order to leave a step. */
export type OrderStepActor = 'partner' | 'backOffice';

/** One row of the transition table. */
export interface OrderStepRule {
  readonly step: OrderStep;
  readonly name: OrderStepName;
  /** Who completes the step; null for `done`. */
  readonly by: OrderStepActor | null;
  /** The call with which the partner completes the step; null when the back office does. */
  readonly call: OrderStepCall | null;
  /** The back office confirms what the partner sent before the order moves on (payment). */
  readonly confirmedByBackOffice: boolean;
  /** The step that follows; null for `done`. */
  readonly next: OrderStep | null;
}

/** The call that completes each step the partner takes: the table's `call` column. */
export const STEP_CALLS = {
  generate: 'create',
  basic: 'upload',
  contract: 'uploadContract',
  payment: 'uploadPayInfo',
  schedule: 'uploadDelivery',
  reminder: 'upload',
  receipt: 'finish',
} as const satisfies Partial<Record<OrderStepName, OrderStepCall>>;
/** A step the partner completes with a call. */
export type PartnerStepName = keyof typeof STEP_CALLS;

/**
 * The transition table. Steps run strictly in order, each exactly once: an order at step n moves
 * only to n + 1, by the call listed, made by the partner (or by the back office where `by` says
 * so). Payment moves on only once the back office has confirmed the slip.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStepName, OrderStepRule>> = {
  generate: rule('generate', 'partner'),
  basic: rule('basic', 'partner'),
  contract: rule('contract', 'partner'),
  payment: { ...rule('payment', 'partner'), confirmedByBackOffice: true },
  schedule: rule('schedule', 'partner'),
  reminder: rule('reminder', 'partner'),
  shipping: rule('shipping', 'backOffice'),
  receipt: rule('receipt', 'partner'),
  done: rule('done', null),
};

function rule(name: OrderStepName, by: OrderStepActor | null): OrderStepRule {
  const call = Object.hasOwn(STEP_CALLS, name) ? STEP_CALLS[name as PartnerStepName] : null;
  const step = ORDER_STEPS[name];
  const next = step === ORDER_STEPS.done ? null : ((step + 1) as OrderStep);
  return { step, name, by, call, confirmedByBackOffice: false, next };
}

/** The name of a step number. */
export function orderStepName(step: OrderStep): OrderStepName {
  // ORDER_STEP_NAMES holds all nine steps, so the index always exists.
  return ORDER_STEP_NAMES[step - 1] as OrderStepName;
}

/** What an order needs to tell where it stands. */
export type OrderPosition = Pick<OrderDetail, 'step' | 'pay_receipt' | 'pay_confirmed'> &
  Partial<Pick<OrderDetail, 'shipping_info'>>;

/**
 * Whose turn it is. At payment the partner acts until a receipt is in, then the back office
 * confirms it; at shipping the back office uploads the materials; at done nobody acts.
 */
export function orderTurn(order: OrderPosition): OrderStepActor | null {
  const row = ORDER_TRANSITIONS[orderStepName(order.step)];
  if (row.confirmedByBackOffice && order.pay_receipt !== null && !order.pay_confirmed) {
    return 'backOffice';
  }
  return row.by;
}

/**
 * The wait message to show while it is the back office's turn, naming what is awaited now: the
 * payment slip's confirmation, the shipping materials, or (once the shipping information is
 * in) the delivery receipt letter; null otherwise.
 */
export function orderWait(order: OrderPosition): OrderMessageKey | null {
  if (orderTurn(order) !== 'backOffice') return null;
  if (orderStepName(order.step) === 'payment') return 'waitPaymentConfirmation';
  return order.shipping_info == null ? 'waitShippingMaterials' : 'waitDeliveryReceipt';
}

/** A step the partner submits: which call, and for `upload` the step its body names. */
export interface OrderStepSubmission {
  call: OrderStepCall;
  /** `step` of an `upload` body (2 or 6); ignored for the other calls. */
  step?: UploadOrderForm['step'];
}

/**
 * Whether the partner may make this call now, for the server to refuse out-of-order steps with
 * the same rules as the screens: null when allowed, otherwise why not. `order` is null for
 * `create`, which starts a new order.
 */
export function checkStepSubmission(
  order: OrderPosition | null,
  submission: OrderStepSubmission,
): OrderMessageKey | null {
  if (order === null) return submission.call === 'create' ? null : 'stepOutOfOrder';
  const row = ORDER_TRANSITIONS[orderStepName(order.step)];
  if (row.name === 'done') return 'orderCompleted';
  const wait = orderWait(order);
  if (wait !== null) return wait;
  if (row.call !== submission.call) return 'stepOutOfOrder';
  if (row.call === 'upload' && submission.step !== row.step) return 'stepOutOfOrder';
  return null;
}

/** The step an order moves to after the partner's call at its current step. */
export function stepAfterSubmission(order: OrderPosition): OrderStep {
  const row = ORDER_TRANSITIONS[orderStepName(order.step)];
  // Payment stays until the back office confirms; `done` has no call that reaches here.
  return row.confirmedByBackOffice ? row.step : (row.next ?? row.step);
}

/** What the back office does to move an order on. */
export type BackOfficeAction = 'confirmPayment' | 'uploadShippingMaterials';

/**
 * Whether the back office may act on the order now: it confirms a payment slip only once the
 * partner has sent one, and uploads shipping materials only at the shipping step.
 */
export function checkBackOfficeAction(
  order: OrderPosition,
  action: BackOfficeAction,
): OrderMessageKey | null {
  const name = orderStepName(order.step);
  if (name === 'done') return 'orderCompleted';
  if (orderTurn(order) !== 'backOffice') return 'stepOutOfOrder';
  const expected: OrderStepName = action === 'confirmPayment' ? 'payment' : 'shipping';
  return name === expected ? null : 'stepOutOfOrder';
}

/**
 * The upload rules of the contract: the media type or the name's extension must be allowed
 * (browsers leave the type empty for some Word files), and the file at most 500 kB.
 */
export function checkUpload(
  kind: 'contract' | 'receipt',
  file: UploadCandidate,
): OrderMessageKey | null {
  const rule = kind === 'contract' ? CONTRACT_UPLOAD : RECEIPT_UPLOAD;
  if (!isAllowedUpload(rule, file)) {
    return kind === 'contract' ? 'contractFileType' : 'receiptFileType';
  }
  if (file.size > uploadLimit(rule)) return 'fileTooLarge';
  return null;
}

/**
 * The problem of one field of a step form: a message, a text longer than its rule's `max`
 * (`ORDER_FORM_TEXTS`), which the view words with that number, or a day that makes no sense
 * for what it dates (contract `dayProblem`), which the view words as the server does.
 */
export type FieldProblem = OrderMessageKey | 'textTooLong' | DayProblem;

/** Problems of a step form, by field; empty when it may be sent. */
export type StepErrors<TField extends string> = Partial<Record<TField, FieldProblem>>;

/** The texts of one step form, as the partner types them. */
export type StepTexts<F extends OrderTextForm> = Record<OrderTextField<F>, string>;

/** A step form's fields, every text trimmed as it is sent. */
export function trimmedTexts<T extends Record<string, string>>(form: T): T {
  return Object.fromEntries(Object.entries(form).map(([field, text]) => [field, text.trim()])) as T;
}

/** A step form's texts as the order holds them, empty where it holds none yet. */
export function textsOf<F extends OrderTextForm>(
  form: F,
  order: Partial<Record<string, unknown>> | null,
): StepTexts<F> {
  return Object.fromEntries(
    Object.keys(ORDER_FORM_TEXTS[form]).map((field) => {
      const value = order?.[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as StepTexts<F>;
}

/** The texts the rules require, of every step form. */
type RequiredText = {
  [F in OrderTextForm]: {
    [K in OrderTextField<F>]: (typeof ORDER_FORM_TEXTS)[F][K] extends { required: true }
      ? K
      : never;
  }[OrderTextField<F>];
}[OrderTextForm];

/** The message of a required text left blank, by field: each required text has one. */
const TEXT_REQUIRED: Record<RequiredText, OrderMessageKey> = {
  customer_name: 'customerNameRequired',
  delivery_plan: 'deliveryPlanRequired',
  freight_forwarder: 'freightForwarderRequired',
};

/** The texts of a step form checked by their rules: required ones given, none too long. */
export function textErrors<F extends OrderTextForm>(
  form: F,
  texts: StepTexts<F>,
): StepErrors<OrderTextField<F>> {
  const errors: Partial<Record<string, FieldProblem>> = {};
  const rules: Record<string, TextRule> = ORDER_FORM_TEXTS[form];
  for (const [field, rule] of Object.entries(rules)) {
    const text = (texts as Record<string, string>)[field]?.trim() ?? '';
    if (rule.required && text === '') errors[field] = TEXT_REQUIRED[field as RequiredText];
    else if (text.length > rule.max) errors[field] = 'textTooLong';
  }
  return errors;
}

/** What the partner fills in at step 2. */
export type BasicStepFields = StepTexts<'basic'>;

/** Step 2: the customer name is required; no text may pass its limit. */
export function validateBasicStep(form: BasicStepFields): StepErrors<OrderTextField<'basic'>> {
  return textErrors('basic', form);
}

/** What the partner fills in at step 3: the choice, and the signed contract when signing. */
export interface ContractStepFields {
  sign_contract: Flag | null;
  contract: UploadCandidate | null;
}

/** Step 3: the choice is required; signing needs the signed contract, Word or PDF, ≤ 500 kB. */
export function validateContractStep(
  form: ContractStepFields,
): StepErrors<'sign_contract' | 'contract'> {
  if (form.sign_contract === null) return { sign_contract: 'signContractRequired' };
  if (form.sign_contract === 0) return {};
  if (form.contract === null) return { contract: 'contractFileRequired' };
  const problem = checkUpload('contract', form.contract);
  return problem === null ? {} : { contract: problem };
}

/** What the partner fills in at step 4. */
export interface PaymentStepFields {
  pay_date: UploadPayInfoForm['pay_date'];
  receipt: UploadCandidate | null;
}

/** Step 4: the payment date, not after today, and the receipt, jpg or PDF, ≤ 500 kB. */
export function validatePaymentStep(
  form: PaymentStepFields,
  today?: string,
): StepErrors<'pay_date' | 'receipt'> {
  const errors: StepErrors<'pay_date' | 'receipt'> = {};
  if (isBlank(form.pay_date)) errors.pay_date = 'payDateRequired';
  else if (!isDate(form.pay_date)) errors.pay_date = 'dateInvalid';
  else {
    const problem = today && dayProblem(PARTNER_DAYS.pay_date, form.pay_date, today);
    if (problem) errors.pay_date = problem;
  }
  if (form.receipt === null) errors.receipt = 'receiptRequired';
  else {
    const problem = checkUpload('receipt', form.receipt);
    if (problem !== null) errors.receipt = problem;
  }
  return errors;
}

/** What the partner fills in at step 5: the delivery date and the schedule's texts. */
export type ScheduleStepFields = { expected_delivery_date: string } & StepTexts<'schedule'>;

/** Step 5: the delivery date, from today on, and the texts by their rules (all required). */
export function validateScheduleStep(
  form: ScheduleStepFields,
  today?: string,
): StepErrors<keyof ScheduleStepFields> {
  const errors: StepErrors<keyof ScheduleStepFields> = textErrors('schedule', form);
  const day = form.expected_delivery_date;
  if (isBlank(day)) errors.expected_delivery_date = 'deliveryDateRequired';
  else if (!isDate(day)) errors.expected_delivery_date = 'dateInvalid';
  else {
    const problem = today && dayProblem(PARTNER_DAYS.expected_delivery_date, day, today);
    if (problem) errors.expected_delivery_date = problem;
  }
  return errors;
}

/** The step forms, by the step they belong to. */
export interface StepForms {
  basic: BasicStepFields;
  contract: ContractStepFields;
  payment: PaymentStepFields;
  schedule: ScheduleStepFields;
}

/** A field of any step form. */
export type StepFormField = { [F in keyof StepForms]: keyof StepForms[F] }[keyof StepForms];

const stepValidators: {
  [F in keyof StepForms]: (form: StepForms[F], today?: string) => StepErrors<StepFormField>;
} = {
  basic: validateBasicStep,
  contract: validateContractStep,
  payment: validatePaymentStep,
  schedule: validateScheduleStep,
};

/**
 * The problems of one step's form, out of all the forms; its days are judged against `today`
 * (the person's calendar day) when it is given.
 */
export function validateStepForm(
  name: keyof StepForms,
  forms: StepForms,
  today?: string,
): StepErrors<StepFormField> {
  const validate = stepValidators[name] as (
    form: StepForms[keyof StepForms],
    today?: string,
  ) => StepErrors<StepFormField>;
  return validate(forms[name], today);
}

/** True when a step form has no problems. */
export function isValid(errors: Partial<Record<string, FieldProblem>>): boolean {
  return Object.keys(errors).length === 0;
}
