/**
 * What the order-flow machine holds and takes: its context, input, events and forms, the
 * answers of its calls, and the small readers of its context that its states share.
 */
import type { ClientInferResponseBody } from '@ts-rest/core';
import type { Flag } from '../../contract/common';
import type { OrderDetail, ordersContract } from '../../contract/orders';
import {
  textsOf,
  type BasicStepFields,
  type OrderMessageKey,
  type ScheduleStepFields,
  type StepErrors,
  type StepFormField,
} from './order-steps';

type Routes = typeof ordersContract;
/** The answer of `POST /user/orderdetail`. */
export type OrderDetailAnswer = ClientInferResponseBody<Routes['detail'], 200>;
/** The answer of a step call: the order's id and the step it now waits on. */
export type OrderProgressAnswer = ClientInferResponseBody<Routes['create'], 200>;

/** A file as the step forms hold it (a browser `File`; any `Blob` in Node). */
export type OrderFile = Blob;

/** The forms the partner fills in, one per step that has fields. */
export interface OrderForms {
  basic: BasicStepFields;
  contract: { sign_contract: Flag | null; contract: OrderFile | null };
  payment: { pay_date: string; receipt: OrderFile | null };
  schedule: ScheduleStepFields;
}

/** The form fields that can carry a problem, for errors shown next to them. */
export type OrderField = StepFormField;

export interface OrderFlowContext {
  /** The quotation an order is generated from (step 1). */
  quotationId: number;
  /** Known once the order exists: from the input, or from the answer of step 1. */
  orderId: number | null;
  /** The order as the server last reported it; null until it is generated. */
  order: OrderDetail | null;
  forms: OrderForms;
  errors: StepErrors<OrderField>;
  /** A message that is not about one field: a wait, the end, or a call without an answer. */
  message: OrderMessageKey | null;
  /** The server's `msg` of the last step call shown as it is. */
  serverMessage: string | null;
  /** Whether that call was accepted (its `msg` a confirmation) rather than refused. */
  serverMessageOk: boolean;
}

/** Start at the step the server reports for an order, or at step 1 for a quotation. */
export type OrderFlowInput = { order: OrderDetail } | { quotationId: number };

export type OrderFlowEvent =
  | { type: 'basic.change'; values: Partial<OrderForms['basic']> }
  | { type: 'contract.change'; values: Partial<OrderForms['contract']> }
  | { type: 'contract.download' }
  | { type: 'payment.change'; values: Partial<OrderForms['payment']> }
  | { type: 'schedule.change'; values: Partial<OrderForms['schedule']> }
  /**
   * Submit the current step (generate, basic, contract, payment, schedule, reminder, receipt).
   * `today` is the person's calendar day, against which the form judges the days it holds.
   */
  | { type: 'step.submit'; today?: string }
  /** Load the order again, e.g. to see whether the back office has acted. */
  | { type: 'order.refresh' };

/** Empty forms, then whatever the order already holds. */
export function formsFor(order: OrderDetail | null): OrderForms {
  return {
    basic: textsOf('basic', order),
    contract: { sign_contract: order?.sign_contract ?? null, contract: null },
    payment: { pay_date: order?.pay_date ?? '', receipt: null },
    schedule: {
      expected_delivery_date: order?.expected_delivery_date ?? '',
      ...textsOf('schedule', order),
    },
  };
}

/** The states that wait on the back office are entered only from a loaded order. */
export function loadedOrder(context: OrderFlowContext): OrderDetail {
  return context.order as OrderDetail;
}

/** Every state that calls with the id is entered only once the order exists. */
export function idOf(context: OrderFlowContext): number {
  return context.orderId as number;
}
