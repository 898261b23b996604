// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import type { ChangePasswordForm } from '../../contract/auth';
import { createMemorySessionStore, sessionMachine } from '../session/session.machine';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import { TOKEN, testUser } from '../testing/users';
import {
  CHANGE_PASSWORD_RETRY_MS,
  changePasswordMachine,
  validateChangePassword,
  type ChangePasswordAnswer,
} from './change-password.machine';

const REFUSAL = 'The current password is wrong';
const CHANGED = 'Password changed';
const TRANSPORT = 'Network Error';
/** The logged-in user, whose address the new password must not be. */
const USER = { username: 'partner@example.com' };
const typed: ChangePasswordForm = {
  old_password: 'old-secret',
  new_password: 'new-secret',
  password_again: 'new-secret',
};

function start(inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const changePassword = createPendingCalls<ChangePasswordForm, ChangePasswordAnswer>();
  const endSession = vi.fn();
  const machine = changePasswordMachine.provide({
    actors: { changePassword: changePassword.logic },
    actions: {
      endSession: () => {
        endSession();
      },
    },
  });
  const actor = createActor(machine, { input: USER, inspect }).start();
  return { actor, changePassword, endSession };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Problem = 'missingFields' | 'passwordsDiffer' | 'refused' | 'unreachable';
interface ModelContext {
  problem: Problem | null;
}
type ModelEvent = {
  type:
    | 'user.submits'
    | 'user.submitsEmpty'
    | 'user.submitsDifferentPasswords'
    | 'server.changes'
    | 'server.refuses'
    | 'network.fails'
    | 'clock.oneSecond';
};
const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } });
const problem = (value: Problem | null) => model.assign({ problem: value });

/** The change-password dialog as the user meets it, with the server and the clock. */
const changePasswordModel = model.createMachine({
  id: 'changePasswordModel',
  context: { problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submits': { target: 'submitting', actions: problem(null) },
        'user.submitsEmpty': { actions: problem('missingFields') },
        'user.submitsDifferentPasswords': { actions: problem('passwordsDiffer') },
      },
    },
    submitting: {
      on: {
        'server.changes': 'done',
        'server.refuses': { target: 'refused', actions: problem('refused') },
        'network.fails': { target: 'refused', actions: problem('unreachable') },
      },
    },
    refused: { on: { 'clock.oneSecond': 'editing' } },
    done: { type: 'final' },
  },
});

describe('change password, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(changePasswordModel))('%s', async (_, path) => {
    const { actor, changePassword, endSession } = start(log.inspect);
    const fill = (values: Partial<ChangePasswordForm>) => {
      actor.send({ type: 'form.change', values });
      actor.send({ type: 'form.submit' });
    };
    await path.test({
      events: {
        'user.submits': () => fill(typed),
        'user.submitsEmpty': () => fill({ old_password: '', new_password: '', password_again: '' }),
        'user.submitsDifferentPasswords': () => fill({ ...typed, password_again: 'new-secrett' }),
        'server.changes': () => changePassword.answer({ code: 1, msg: CHANGED, data: null }),
        'server.refuses': () => changePassword.answer({ code: 0, msg: REFUSAL }),
        'network.fails': () => changePassword.fail(new Error(TRANSPORT)),
        'clock.oneSecond': () => vi.advanceTimersByTimeAsync(CHANGE_PASSWORD_RETRY_MS),
      },
      states: {
        '*': (expected) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const { problem: found } = expected.context;
          expect(snapshot.value).toBe(expected.value);
          expect(context.errors).toEqual(
            found === 'missingFields'
              ? {
                  old_password: 'oldPasswordRequired',
                  new_password: 'newPasswordRequired',
                  password_again: 'passwordAgainRequired',
                }
              : found === 'passwordsDiffer'
                ? { password_again: 'passwordsDiffer' }
                : {},
          );
          expect(context.refusal).toEqual(
            found === 'refused'
              ? { serverMessage: REFUSAL }
              : found === 'unreachable'
                ? { message: 'requestFailed' }
                : null,
          );
          // The submit is off while the call runs and for a second after a refusal.
          expect(snapshot.can({ type: 'form.submit' })).toBe(snapshot.matches('editing'));
          if (snapshot.matches('submitting')) expect(changePassword.inputs.at(-1)).toEqual(typed);
          const done = snapshot.matches('done');
          expect(context.confirmation).toBe(done ? CHANGED : null);
          expect(endSession).toHaveBeenCalledTimes(done ? 1 : 0);
          expect(snapshot.status).toBe(done ? 'done' : 'active');
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(changePasswordMachine));
  });
});

describe('change password, details', () => {
  it('requires all three fields and the same new password twice', () => {
    expect(
      validateChangePassword({
        old_password: 'a',
        new_password: 'new-secret',
        password_again: 'new-secreT',
      }),
    ).toEqual({ password_again: 'passwordsDiffer' });
    expect(validateChangePassword(typed, USER.username)).toEqual({});
  });

  it('says what is wrong with a new password before sending it', async () => {
    const rules = (new_password: string) =>
      validateChangePassword(
        { old_password: 'old-secret', new_password, password_again: new_password },
        USER.username,
      ).new_password;
    expect(rules('short-7')).toBe('passwordTooShort');
    expect(rules('x'.repeat(129))).toBe('passwordTooLong');
    expect(rules('Partner@Example.com')).toBe('passwordIsEmail');
    expect(rules('77777777')).toBe('passwordOneCharacter');
    expect(rules('new-secret')).toBeUndefined();
    const { actor, changePassword } = start();
    actor.send({ type: 'form.change', values: { ...typed, new_password: 'aaaaaaaaa' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      new_password: 'passwordOneCharacter',
      password_again: 'passwordsDiffer',
    });
    expect(changePassword.inputs).toEqual([]);
    actor.send({ type: 'form.change', values: { new_password: typed.new_password } });
    actor.send({ type: 'form.submit' });
    await changePassword.answer({ code: 1, msg: CHANGED, data: null });
    expect(changePassword.inputs).toEqual([typed]);
  });

  it('gives the submit back exactly one second after a refusal', async () => {
    const { actor, changePassword } = start();
    actor.send({ type: 'form.change', values: typed });
    actor.send({ type: 'form.submit' });
    await changePassword.answer({ code: 0, msg: REFUSAL });
    await vi.advanceTimersByTimeAsync(CHANGE_PASSWORD_RETRY_MS - 1);
    expect(actor.getSnapshot().value).toBe('refused');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toEqual({ serverMessage: REFUSAL });
  });

  it('clears only the error of the field being corrected', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', values: { old_password: 'old-secret' } });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual([
      'new_password',
      'password_again',
    ]);
  });

  it('ends the session without a call once the password is changed', async () => {
    const store = createMemorySessionStore({
      token: TOKEN,
      username: 'partner@example.com',
      user: testUser(),
    });
    const session = createActor(sessionMachine, { input: { store } }).start();
    const changePassword = createPendingCalls<ChangePasswordForm, ChangePasswordAnswer>();
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: changePassword.logic },
        actions: { endSession: () => session.send({ type: 'session.ended' }) },
      }),
      { input: USER },
    ).start();
    actor.send({ type: 'form.change', values: typed });
    actor.send({ type: 'form.submit' });
    await changePassword.answer({ code: 1, msg: CHANGED, data: null });
    expect(session.getSnapshot().value).toEqual({ signedOut: 'ended' });
    expect([store.getToken(), store.getUsername(), store.getUserInfo()]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('fails loudly when endSession is not provided', async () => {
    const changePassword = createPendingCalls<ChangePasswordForm, ChangePasswordAnswer>();
    const actor = createActor(
      changePasswordMachine.provide({ actors: { changePassword: changePassword.logic } }),
      { input: USER },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'form.change', values: typed });
    actor.send({ type: 'form.submit' });
    await changePassword.answer({ code: 1, msg: CHANGED, data: null });
    expect(String(errors[0])).toMatch(/endSession is not provided/);
  });
});
