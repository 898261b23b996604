import type { OrderStep } from '../../../contract/orders';
// The plain values, so that the order list loads without zod
// (docs/web-app.md).
import {
  ORDER_FORM_TEXTS,
  ORDER_STEP_NAMES,
  ORDER_STEPS,
  type OrderStepName,
  type OrderTextForm,
} from '../../../contract/values';
import type { OrderField } from '../../../machines/order-flow/order-flow.machine';

/** Where a step stands for an order, as the step indicator shows it. */
export type StepStatus = 'done' | 'current' | 'waiting';

/**
 * A step is done once the order has passed it, current while the order waits on it, and
 * waiting until then. A completed order has every step done, its last one included.
 */
export function stepStatus(step: OrderStep, current: OrderStep): StepStatus {
  if (step < current || current === ORDER_STEPS.done) return 'done';
  return step === current ? 'current' : 'waiting';
}

/**
 * The steps an order can wait at, for the list's status filter: every step but `generate`,
 * which an order has always passed.
 */
export const FILTER_STEPS: readonly OrderStepName[] = ORDER_STEP_NAMES.filter(
  (name) => name !== 'generate',
);

/** The status filter's value as the list call takes it: a step number, or none for all. */
export function stepFilter(value: string): OrderStep | undefined {
  const name = FILTER_STEPS.find((step) => step === value);
  return name === undefined ? undefined : ORDER_STEPS[name];
}

/** The step a state of the order-flow machine shows, or null while it loads or failed to. */
export function shownStep(value: unknown): OrderStepName | null {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return ORDER_STEP_NAMES.find((name) => name === top) ?? null;
}

/** The texts of a step form, in the order of the contract's rules (and of the form). */
function textFieldsOf(form: OrderTextForm): OrderField[] {
  return Object.keys(ORDER_FORM_TEXTS[form]) as OrderField[];
}

/** The fields of each step form in the order the form shows them, for its error summary. */
export const STEP_FIELDS: Readonly<Partial<Record<OrderStepName, readonly OrderField[]>>> = {
  basic: textFieldsOf('basic'),
  contract: ['sign_contract', 'contract'],
  payment: ['pay_date', 'receipt'],
  schedule: ['expected_delivery_date', ...textFieldsOf('schedule')],
};

/** Whether the machine is sending a step: its step's state is `submitting`. */
export function isSending(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).includes('submitting');
}
