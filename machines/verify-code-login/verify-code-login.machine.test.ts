// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import type { LoginForm } from '../../contract/auth';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import { TOKEN, loginAccepted, testUser } from '../testing/users';
import {
  createMemorySessionStore,
  sessionMachine,
  type LoginAnswer,
} from '../session/session.machine';
import { verifyCodeLoginMachine, type LoginFields } from './verify-code-login.machine';
import { expectAnswerProblem } from '../testing/answer-problems';

const REFUSAL = 'Wrong user name or password';
const TRANSPORT = 'timeout of 30000ms exceeded';

function start(inspect?: ReturnType<typeof createStateLog>['inspect'], username = '') {
  const logIn = createPendingCalls<LoginForm, LoginAnswer>();
  const saveSession = vi.fn();
  const machine = verifyCodeLoginMachine.provide({
    actors: { logIn: logIn.logic },
    actions: {
      saveSession: (_, params) => {
        saveSession(params);
      },
    },
  });
  const actor = createActor(machine, { input: { username }, inspect }).start();
  return { actor, logIn, saveSession };
}

type Problem = 'missingFields' | 'badEmail' | 'missingCode' | 'refused' | 'unreachable';
interface ModelContext {
  needVerify: boolean;
  problem: Problem | null;
}
type ModelEvent = {
  type:
    | 'user.submits'
    | 'user.submitsEmpty'
    | 'user.submitsBadEmail'
    | 'user.retries'
    | 'user.edits'
    | 'server.accepts'
    | 'server.refuses'
    | 'server.asksForCode'
    | 'network.fails';
};
const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } });
const problem = (value: Problem | null) => model.assign({ problem: value });

/** The login dialog as the user meets it. */
const loginModel = model.createMachine({
  id: 'loginModel',
  context: { needVerify: false, problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submitsEmpty': { actions: problem('missingFields') },
        'user.submitsBadEmail': { actions: problem('badEmail') },
        'user.submits': { target: 'submitting', actions: problem(null) },
      },
    },
    submitting: {
      on: {
        'server.accepts': 'succeeded',
        'server.refuses': { target: 'failed', actions: problem('refused') },
        'server.asksForCode': {
          target: 'failed',
          actions: model.assign({ needVerify: true, problem: 'refused' }),
        },
        'network.fails': { target: 'failed', actions: problem('unreachable') },
      },
    },
    failed: {
      on: {
        'user.edits': { target: 'editing', actions: problem(null) },
        'user.submits': { target: 'submitting', actions: problem(null) },
        'user.retries': [
          { guard: ({ context }) => context.needVerify, actions: problem('missingCode') },
          { target: 'submitting', actions: problem(null) },
        ],
      },
    },
    succeeded: { type: 'final' },
  },
});

describe('verify-code login, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(loginModel))('%s', async (_, path) => {
    const { actor, logIn, saveSession } = start(log.inspect);
    const type = (values: Partial<LoginFields>) => {
      actor.send({ type: 'form.change', values });
      actor.send({ type: 'login.submit' });
    };
    const valid = { username: ' partner@example.com ', password: 'secret' };
    await path.test({
      events: {
        // The user types the code only once the field is shown.
        'user.submits': (step) =>
          type(step.state.context.needVerify ? { ...valid, verifyCode: ' 123456 ' } : valid),
        'user.submitsEmpty': () => type({ username: '', password: '' }),
        'user.submitsBadEmail': () => type({ username: 'partner', password: 'secret' }),
        'user.retries': () => actor.send({ type: 'login.submit' }),
        'user.edits': () => actor.send({ type: 'form.change', values: { password: 'secret!' } }),
        'server.accepts': () => logIn.answer(loginAccepted()),
        'server.refuses': () => logIn.answer({ code: 0, msg: REFUSAL }),
        'server.asksForCode': () =>
          logIn.answer({ code: 0, msg: REFUSAL, data: { needVerify: true } }),
        'network.fails': () => logIn.fail(new Error(TRANSPORT)),
      },
      states: {
        '*': (expected) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          expect(snapshot.value).toBe(expected.value);
          expect(context.needVerify).toBe(expected.context.needVerify);
          expect(context.form.logIp).toBe(0);
          // No code was typed in these attempts, so once it is asked for it is missing too.
          const code = expected.context.needVerify ? { verifyCode: 'verifyCodeRequired' } : {};
          if (!expectAnswerProblem(context, expected.context.problem, REFUSAL))
            switch (expected.context.problem) {
              case 'missingFields':
                expect(context.errors).toEqual({
                  username: 'userNameRequired',
                  password: 'passwordRequired',
                  ...code,
                });
                break;
              case 'badEmail':
                expect(context.errors).toEqual({ username: 'emailInvalid', ...code });
                break;
              case 'missingCode':
                expect(context.errors).toEqual({ verifyCode: 'verifyCodeRequired' });
                break;
              default:
                expect(context.errors).toEqual({});
            }
          if (expected.matches('submitting')) {
            expect(logIn.inputs.at(-1)).toEqual({
              username: 'partner@example.com',
              password: 'secret',
              logIp: 0,
              // The code goes only with an attempt the server asked it for.
              ...(expected.context.needVerify ? { verifyCode: '123456' } : {}),
            });
          }
          if (expected.matches('succeeded')) {
            expect(snapshot.status).toBe('done');
            expect(context.message).toBe('loginSuccessful');
            expect(saveSession).toHaveBeenCalledExactlyOnceWith({ answer: loginAccepted() });
          } else {
            expect(saveSession).not.toHaveBeenCalled();
          }
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(verifyCodeLoginMachine));
  });
});

describe('verify-code login, details', () => {
  it('sends logIp 1 when the user asks to remember the device', () => {
    const { actor, logIn } = start(undefined, 'partner@example.com');
    actor.send({ type: 'form.change', values: { password: 'secret', logIp: 1 } });
    actor.send({ type: 'login.submit' });
    expect(logIn.inputs).toEqual([
      { username: 'partner@example.com', password: 'secret', logIp: 1 },
    ]);
  });

  it('clears only the error of the field being corrected', () => {
    const { actor } = start();
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'form.change', values: { username: 'partner@example.com' } });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'passwordRequired' });
  });

  it('hides the code field again when a later refusal no longer asks for it', async () => {
    const { actor, logIn } = start();
    actor.send({ type: 'form.change', values: { username: 'a@example.com', password: 'x' } });
    actor.send({ type: 'login.submit' });
    await logIn.answer({ code: 0, msg: REFUSAL, data: { needVerify: true } });
    actor.send({ type: 'form.change', values: { verifyCode: '1' } });
    actor.send({ type: 'login.submit' });
    await logIn.answer({ code: 0, msg: REFUSAL, data: { needVerify: false } });
    expect(actor.getSnapshot().context.needVerify).toBe(false);
  });

  it('hands a successful answer to the session, which stores token and user info', async () => {
    const store = createMemorySessionStore();
    const session = createActor(sessionMachine, { input: { store } }).start();
    const logIn = createPendingCalls<LoginForm, LoginAnswer>();
    const login = createActor(
      verifyCodeLoginMachine.provide({
        actors: { logIn: logIn.logic },
        actions: {
          saveSession: (_, { answer }) => session.send({ type: 'session.login', answer }),
        },
      }),
      { input: { username: '' } },
    ).start();
    login.send({ type: 'form.change', values: { username: 'partner@example.com', password: 'x' } });
    login.send({ type: 'login.submit' });
    await logIn.answer(loginAccepted());
    expect(login.getSnapshot().status).toBe('done');
    expect(session.getSnapshot().value).toBe('authenticated');
    expect(store.getToken()).toBe(TOKEN);
    expect(store.getUserInfo()).toEqual(testUser());
  });

  it('treats a logIn actor the view forgot to provide as a failed call', async () => {
    const actor = createActor(verifyCodeLoginMachine, {
      input: { username: 'a@example.com' },
    }).start();
    actor.send({ type: 'form.change', values: { password: 'x' } });
    actor.send({ type: 'login.submit' });
    const answered = await waitFor(actor, (snapshot) => snapshot.context.message !== null);
    expect(answered.context.message).toBe('requestFailed');
  });

  it('fails loudly when saveSession is not provided', async () => {
    const logIn = createPendingCalls<LoginForm, LoginAnswer>();
    const actor = createActor(verifyCodeLoginMachine.provide({ actors: { logIn: logIn.logic } }), {
      input: { username: 'a@example.com' },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'form.change', values: { password: 'x' } });
    actor.send({ type: 'login.submit' });
    await logIn.answer(loginAccepted());
    expect(String(errors[0])).toMatch(/saveSession is not provided/);
  });
});
