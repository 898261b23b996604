// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type { CheckEmailForm, RegisterForm } from '../../contract/auth';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import { EMPTY_SIGN_UP, signUpProblems, type SignUpValues } from './sign-up-rules';
import {
  SIGN_UP_CLOSE_DELAY_MS,
  registerBody,
  signUpMachine,
  type CheckEmailAnswer,
  type RegisterAnswer,
} from './sign-up.machine';

const ADDRESSES = { first: 'ana@harbour.example', other: 'ana.lima@harbour.example' } as const;
type Address = keyof typeof ADDRESSES;
const TAKEN = 'This email address is already registered';
const REFUSAL = 'The verification code is wrong';
const WELCOME = 'Registration successful';
const TRANSPORT = 'Network Error';

const complete: SignUpValues = {
  realname: ' Ana Lima ',
  company: 'Harbour Networks',
  username: ADDRESSES.first,
  country: 'PT',
  telephone: ' +351 912 345 678 ',
  website: ' ',
  address: 'Rua Augusta 1, Lisboa',
  password: 'Secret-2026',
  password_again: 'Secret-2026',
  code: ' 123456 ',
};

function start(inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const checkEmail = createPendingCalls<CheckEmailForm, CheckEmailAnswer>();
  const register = createPendingCalls<RegisterForm, RegisterAnswer>();
  const machine = signUpMachine.provide({
    actors: { checkEmail: checkEmail.logic, register: register.logic },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, checkEmail, register };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Problem = 'missingFields' | 'emailTaken' | 'refused' | 'unreachable';
interface ModelContext {
  /** The address in the e-mail field; null until the form is filled in. */
  address: Address | null;
  /** The server said the address in the field is taken. */
  taken: boolean;
  /** The address last sent to the check; its answer applies only while the field holds it. */
  checked: Address | null;
  problem: Problem | null;
  /** The address of the last registration sent. */
  submitted: Address | null;
}
type ModelEvent = {
  type:
    | 'user.fillsForm'
    | 'user.changesEmail'
    | 'user.leavesEmail'
    | 'user.submits'
    | 'server.emailFree'
    | 'server.emailTaken'
    | 'network.checkFails'
    | 'server.registers'
    | 'server.refuses'
    | 'network.fails'
    | 'clock.oneSecond';
};
const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } });

/** A filled-in address is checked when its field loses focus; a new check replaces the last. */
const leaveEmail = {
  guard: ({ context }: { context: ModelContext }) => context.address !== null,
  target: 'checking',
  actions: model.assign({ checked: ({ context }) => context.address }),
} as const;

/** The sign-up dialog as the user meets it, with the server and the clock. */
const signUpModel = model.createMachine({
  id: 'signUpModel',
  context: { address: null, taken: false, checked: null, problem: null, submitted: null },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        'user.fillsForm': {
          guard: ({ context }) => context.address === null,
          // Filling every field clears the errors of an empty submit.
          actions: model.assign({ address: 'first', taken: false, problem: null }),
        },
        'user.changesEmail': {
          guard: ({ context }) => context.address !== null,
          actions: model.assign({
            address: ({ context }) => (context.address === 'first' ? 'other' : 'first'),
            taken: false,
          }),
        },
      },
      states: {
        availability: {
          initial: 'idle',
          states: {
            idle: { on: { 'user.leavesEmail': leaveEmail } },
            checking: {
              on: {
                'user.leavesEmail': { ...leaveEmail, reenter: true },
                'server.emailFree': 'idle',
                'server.emailTaken': {
                  target: 'idle',
                  actions: model.assign({
                    taken: ({ context }) => context.checked === context.address,
                  }),
                },
                'network.checkFails': 'idle',
              },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.submits': [
                  {
                    guard: ({ context }) => context.address !== null && !context.taken,
                    target: 'submitting',
                    actions: model.assign({
                      problem: null,
                      submitted: ({ context }) => context.address,
                    }),
                  },
                  {
                    actions: model.assign({
                      problem: ({ context }) => (context.taken ? 'emailTaken' : 'missingFields'),
                    }),
                  },
                ],
              },
            },
            submitting: {
              on: {
                'server.registers': '#signUpModel.succeeded',
                'server.refuses': {
                  target: 'editing',
                  actions: model.assign({ problem: 'refused' }),
                },
                'network.fails': {
                  target: 'editing',
                  actions: model.assign({ problem: 'unreachable' }),
                },
              },
            },
          },
        },
      },
    },
    succeeded: { on: { 'clock.oneSecond': 'closed' } },
    closed: { type: 'final' },
  },
});

describe('sign-up, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(signUpModel, { possibleOnly: true }))('%s', async (_, path) => {
    const { actor, checkEmail, register } = start(log.inspect);
    const address = () => actor.getSnapshot().context.form.username;
    await path.test({
      events: {
        'user.fillsForm': () => actor.send({ type: 'form.change', values: complete }),
        'user.changesEmail': () =>
          actor.send({
            type: 'form.change',
            values: {
              username: address() === ADDRESSES.first ? ADDRESSES.other : ADDRESSES.first,
            },
          }),
        'user.leavesEmail': () => actor.send({ type: 'email.check' }),
        'user.submits': () => actor.send({ type: 'form.submit' }),
        'server.emailFree': () => checkEmail.answer({ code: 1, msg: 'Available', data: null }),
        'server.emailTaken': () => checkEmail.answer({ code: 0, msg: TAKEN }),
        'network.checkFails': () => checkEmail.fail(new Error(TRANSPORT)),
        'server.registers': () => register.answer({ code: 1, msg: WELCOME, data: null }),
        'server.refuses': () => register.answer({ code: 0, msg: REFUSAL }),
        'network.fails': () => register.fail(new Error(TRANSPORT)),
        'clock.oneSecond': () => vi.advanceTimersByTimeAsync(SIGN_UP_CLOSE_DELAY_MS),
      },
      states: {
        '*': (expected) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const { address: typed, taken, problem, submitted } = expected.context;
          expect(snapshot.value).toEqual(expected.value);
          expect(context.form.username).toBe(typed === null ? '' : ADDRESSES[typed]);
          expect(context.emailTaken).toBe(taken ? TAKEN : null);
          expect(context.errors).toEqual(
            problem === 'missingFields' ? signUpProblems(EMPTY_SIGN_UP) : {},
          );
          expect(context.refusal).toEqual(
            problem === 'refused'
              ? { serverMessage: REFUSAL }
              : problem === 'unreachable'
                ? { message: 'requestFailed' }
                : null,
          );
          if (snapshot.matches({ open: { availability: 'checking' } })) {
            expect(checkEmail.inputs.at(-1)).toEqual({ username: context.checkedAddress });
          }
          if (snapshot.matches({ open: { submission: 'submitting' } })) {
            expect(register.inputs.at(-1)).toEqual({
              realname: 'Ana Lima',
              company: 'Harbour Networks',
              username: submitted === null ? '' : ADDRESSES[submitted],
              country: 'PT',
              telephone: '+351 912 345 678',
              website: undefined,
              address: 'Rua Augusta 1, Lisboa',
              password: 'Secret-2026',
              password_again: 'Secret-2026',
              code: '123456',
            });
          }
          if (snapshot.matches('succeeded') || snapshot.matches('closed')) {
            expect(context.confirmation).toBe(WELCOME);
          } else {
            expect(context.confirmation).toBeNull();
          }
          expect(snapshot.status).toBe(snapshot.matches('closed') ? 'done' : 'active');
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(signUpMachine));
  });
});

describe('sign-up, details', () => {
  it('checks no address that is not well formed', () => {
    const { actor, checkEmail } = start();
    actor.send({ type: 'form.change', values: { username: 'ana@harbour' } });
    actor.send({ type: 'email.check' });
    expect(checkEmail.inputs).toEqual([]);
    expect(actor.getSnapshot().matches({ open: { availability: 'idle' } })).toBe(true);
  });

  it('sends the optional website and address only when they are filled in', () => {
    expect(
      registerBody({ ...complete, website: ' https://harbour.example ', address: '' }),
    ).toMatchObject({
      website: 'https://harbour.example',
      address: undefined,
    });
  });

  it('clears only the errors of the fields being corrected', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', values: { realname: 'Ana Lima' } });
    const { errors } = actor.getSnapshot().context;
    expect(errors.realname).toBeUndefined();
    expect(errors.company).toBe('companyRequired');
  });

  it('closes exactly one second after the success message', async () => {
    const { actor, register } = start();
    actor.send({ type: 'form.change', values: complete });
    actor.send({ type: 'form.submit' });
    await register.answer({ code: 1, msg: WELCOME, data: null });
    await vi.advanceTimersByTimeAsync(SIGN_UP_CLOSE_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('treats actors the view forgot to provide as calls without an answer', async () => {
    const actor = createActor(signUpMachine).start();
    actor.send({ type: 'form.change', values: complete });
    actor.send({ type: 'email.check' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      emailTaken: null,
      refusal: { message: 'requestFailed' },
    });
  });
});
