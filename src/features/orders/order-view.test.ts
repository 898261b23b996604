import { describe, expect, it } from 'vitest';
import { ORDER_STEPS } from '../../../contract/orders';
import { FILTER_STEPS, isSending, shownStep, stepFilter, stepStatus } from './order-view';

describe('stepStatus', () => {
  it('marks the steps before the current one done and the ones after it waiting', () => {
    const current = ORDER_STEPS.payment;
    expect(stepStatus(ORDER_STEPS.basic, current)).toBe('done');
    expect(stepStatus(ORDER_STEPS.contract, current)).toBe('done');
    expect(stepStatus(ORDER_STEPS.payment, current)).toBe('current');
    expect(stepStatus(ORDER_STEPS.schedule, current)).toBe('waiting');
    expect(stepStatus(ORDER_STEPS.done, current)).toBe('waiting');
  });

  it('marks every step of a completed order done, the last one too', () => {
    for (const step of Object.values(ORDER_STEPS)) {
      expect(stepStatus(step, ORDER_STEPS.done)).toBe('done');
    }
  });
});

describe('the status filter', () => {
  it('offers every step an order can wait at, in order, without generating', () => {
    const waitable = Object.keys(ORDER_STEPS).filter((step) => step !== 'generate');
    expect(FILTER_STEPS).toEqual(waitable);
  });

  it('turns a chosen step into its number, and anything else into no filter', () => {
    expect(stepFilter('schedule')).toBe(5);
    expect(stepFilter('done')).toBe(9);
    expect(stepFilter('')).toBeUndefined();
    expect(stepFilter('generate')).toBeUndefined();
    expect(stepFilter('toString')).toBeUndefined();
  });
});

describe('what the machine shows', () => {
  it('names the step of a state, or none while the order loads', () => {
    expect(shownStep({ payment: 'awaitingConfirmation' })).toBe('payment');
    expect(shownStep('shipping')).toBe('shipping');
    expect(shownStep('done')).toBe('done');
    expect(shownStep('loading')).toBeNull();
    expect(shownStep('rechecking')).toBeNull();
    expect(shownStep('loadFailed')).toBeNull();
  });

  it('tells when a step is being sent', () => {
    expect(isSending({ schedule: 'submitting' })).toBe(true);
    expect(isSending({ schedule: 'editing' })).toBe(false);
    expect(isSending({ contract: 'downloading' })).toBe(false);
    expect(isSending('shipping')).toBe(false);
  });
});
