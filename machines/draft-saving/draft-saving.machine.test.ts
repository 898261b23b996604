// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import type { DraftContent, SaveDraftForm } from '../../contract/drafts';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import {
  createMemoryDraftStore,
  draftSavingMachine,
  type DraftKey,
  type DraftSavingInput,
  type SaveDraftAnswer,
} from './draft-saving.machine';

const REFUSAL = 'The drafts box is full';
const TRANSPORT = 'Failed to fetch';
const saved = (id = 77): SaveDraftAnswer => ({
  code: 1,
  msg: 'Saved',
  data: { id, validity_time: '2026-12-21 12:00:00' },
});

function start(
  input: Partial<DraftSavingInput> = {},
  inspect?: ReturnType<typeof createStateLog>['inspect'],
) {
  const store = input.store ?? createMemoryDraftStore();
  const saveDraft = createPendingCalls<SaveDraftForm, SaveDraftAnswer>();
  const leavePage = vi.fn();
  const machine = draftSavingMachine.provide({
    actors: { saveDraft: saveDraft.logic },
    actions: { leavePage },
  });
  const actor = createActor(machine, {
    input: { type: 'project', draftId: null, title: '', content: {}, store, ...input },
    inspect,
  }).start();
  const key = (): DraftKey => ({ type: 'project', id: actor.getSnapshot().context.draftId });
  return { actor, store, saveDraft, leavePage, key };
}

interface ModelContext {
  /** A local copy of the current work is in the store. */
  copyKept: boolean;
  /** The copy is work from an earlier visit, not what the form shows. */
  earlierCopy: boolean;
  editedDuringSave: boolean;
  problem: 'refused' | 'unreachable' | null;
}
type ModelEvent = {
  type:
    | 'app.open'
    | 'app.openWithEarlierWork'
    | 'user.types'
    | 'user.saves'
    | 'user.resumes'
    | 'user.discards'
    | 'user.leaves'
    | 'user.savesAndLeaves'
    | 'user.leavesAnyway'
    | 'user.stays'
    | 'user.sends'
    | 'server.saves'
    | 'server.refuses'
    | 'network.fails';
};
const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { isEditedDuringSave: ({ context }) => context.editedDuringSave },
});
const typed = model.assign({ copyKept: true, earlierCopy: false });
const save = model.assign({ editedDuringSave: false, problem: null });
const problem = (value: ModelContext['problem']) => model.assign({ problem: value });
const sends = model.assign({ copyKept: false });
const failures = (away: string) => ({
  'server.refuses': { target: away, actions: problem('refused') },
  'network.fails': { target: away, actions: problem('unreachable') },
});
/** What the user can do while nothing is unsaved: a new form, or one just saved. */
const nothingUnsaved = {
  'user.types': { target: 'dirty', actions: typed },
  'user.leaves': 'left',
  'user.sends': { target: 'sent', actions: sends },
} as const;

/** Draft work on a project form as the user, the server and the local copy see it. */
const draftModel = model.createMachine({
  id: 'draftModel',
  context: { copyKept: false, earlierCopy: false, editedDuringSave: false, problem: null },
  initial: 'notStarted',
  states: {
    notStarted: {
      on: {
        'app.open': 'clean',
        'app.openWithEarlierWork': {
          target: 'resumeOffered',
          actions: model.assign({ copyKept: true, earlierCopy: true }),
        },
      },
    },
    resumeOffered: {
      on: {
        'user.resumes': { target: 'dirty', actions: model.assign({ earlierCopy: false }) },
        'user.discards': {
          target: 'clean',
          actions: model.assign({ copyKept: false, earlierCopy: false }),
        },
        'user.types': { target: 'dirty', actions: typed },
        'user.leaves': 'left',
      },
    },
    clean: { on: nothingUnsaved },
    dirty: {
      on: {
        'user.types': { actions: typed },
        'user.saves': { target: 'saving', actions: save },
        'user.leaves': 'leaveBlocked',
        'user.sends': { target: 'sent', actions: sends },
      },
    },
    leaveBlocked: {
      on: {
        'user.savesAndLeaves': {
          target: 'savingToLeave',
          actions: save,
        },
        'user.leavesAnyway': { target: 'left', actions: problem(null) },
        'user.stays': { target: 'dirty', actions: problem(null) },
      },
    },
    saving: {
      on: {
        'user.types': { actions: model.assign({ editedDuringSave: true, copyKept: true }) },
        'user.leaves': 'savingToLeave',
        'server.saves': [
          { guard: 'isEditedDuringSave', target: 'dirty', actions: problem(null) },
          { target: 'saved', actions: model.assign({ copyKept: false, problem: null }) },
        ],
        ...failures('failed'),
      },
    },
    /** The same machine state as saving; the model remembers that the user wants to leave. */
    savingToLeave: {
      on: {
        'server.saves': [
          { guard: 'isEditedDuringSave', target: 'left' },
          { target: 'left', actions: model.assign({ copyKept: false }) },
        ],
        ...failures('leaveBlocked'),
      },
    },
    saved: { on: nothingUnsaved },
    failed: {
      on: {
        'user.types': { target: 'dirty', actions: typed },
        'user.saves': { target: 'saving', actions: save },
        'user.leaves': 'leaveBlocked',
        'user.sends': { target: 'sent', actions: sends },
      },
    },
    left: { type: 'final' },
    /** The project was registered: no copy is kept, nothing more to save. */
    sent: { type: 'final' },
  },
});

describe('draft saving, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(draftModel))('%s', async (_, path) => {
    let harness: ReturnType<typeof start> | undefined;
    const sut = () => harness as ReturnType<typeof start>;
    let typing = 0;
    const type = (): DraftContent => ({ project_name: `Campus core ${++typing}` });
    const send = (event: Parameters<ReturnType<typeof start>['actor']['send']>[0]) =>
      sut().actor.send(event);
    await path.test({
      events: {
        'app.open': () => {
          harness = start({}, log.inspect);
        },
        'app.openWithEarlierWork': () => {
          const store = createMemoryDraftStore();
          store.save(
            { type: 'project', id: 7 },
            { id: 7, type: 'project', title: 'Kept', content: { project_name: 'Kept' } },
          );
          harness = start({ store, draftId: 7, title: 'Server copy', content: {} }, log.inspect);
        },
        'user.types': () => send({ type: 'draft.change', content: type() }),
        'user.saves': () => send({ type: 'draft.save' }),
        'user.resumes': () => send({ type: 'draft.resume' }),
        'user.discards': () => send({ type: 'draft.discard' }),
        'user.leaves': () => send({ type: 'page.leave' }),
        'user.savesAndLeaves': () => send({ type: 'leave.save' }),
        'user.leavesAnyway': () => send({ type: 'leave.confirm' }),
        'user.stays': () => send({ type: 'leave.cancel' }),
        'user.sends': () => send({ type: 'form.sent' }),
        'server.saves': () => sut().saveDraft.answer(saved()),
        'server.refuses': () => sut().saveDraft.answer({ code: 0, msg: REFUSAL }),
        'network.fails': () => sut().saveDraft.fail(new Error(TRANSPORT)),
      },
      states: {
        notStarted: () => expect(harness).toBeUndefined(),
        '*': (expected) => {
          const { actor, store, key, leavePage, saveDraft } = sut();
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const value = expected.matches('savingToLeave') ? 'saving' : expected.value;
          expect(snapshot.value).toBe(value);
          const copy = store.load(key());
          expect(copy !== null).toBe(expected.context.copyKept);
          if (copy !== null && !expected.context.earlierCopy) {
            // What is kept is exactly what is on the screen.
            expect(copy.content).toEqual(context.content);
          }
          const { problem } = expected.context;
          // One message at a time: the question before leaving replaces a failed call's.
          expect(context.message).toBe(
            expected.matches('leaveBlocked')
              ? 'saveToDraftBeforeJumping'
              : problem === 'unreachable'
                ? 'requestFailed'
                : null,
          );
          if (problem === 'refused') expect(context.serverMessage).toBe(REFUSAL);
          if (problem === 'unreachable') expect(context.serverMessage).toBeNull();
          if (expected.matches('saving') && !expected.context.editedDuringSave) {
            expect(saveDraft.inputs.at(-1)?.content).toEqual(context.content);
          }
          if (expected.matches('saved')) {
            expect(context).toMatchObject({ draftId: 77, validityTime: '2026-12-21 12:00:00' });
          }
          expect(leavePage).toHaveBeenCalledTimes(expected.matches('left') ? 1 : 0);
          const done = expected.matches('left') || expected.matches('sent');
          expect(snapshot.status).toBe(done ? 'done' : 'active');
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(draftSavingMachine));
  });
});

describe('draft saving, details', () => {
  it('resumes the title and content of the local copy', () => {
    const store = createMemoryDraftStore();
    store.save(
      { type: 'quotation', id: null },
      { type: 'quotation', title: 'Q', content: { a: 1 } },
    );
    const { actor } = start({ type: 'quotation', store });
    actor.send({ type: 'draft.resume' });
    expect(actor.getSnapshot().context).toMatchObject({ title: 'Q', content: { a: 1 } });
  });

  it('keeps the title when the copy has none, or the change brings none', () => {
    const store = createMemoryDraftStore();
    store.save({ type: 'project', id: null }, { type: 'project', content: { a: 1 } });
    const { actor } = start({ store, title: 'Typed' });
    actor.send({ type: 'draft.resume' });
    actor.send({ type: 'draft.change', content: { a: 2 } });
    expect(actor.getSnapshot().context).toMatchObject({ title: 'Typed', content: { a: 2 } });
    actor.send({ type: 'draft.change', content: { a: 3 }, title: 'Renamed' });
    expect(actor.getSnapshot().context.title).toBe('Renamed');
  });

  it('saves new work without an id, then over the draft the server created', async () => {
    const store = createMemoryDraftStore();
    const { actor, saveDraft } = start({ store });
    actor.send({ type: 'draft.change', content: { a: 1 }, title: 'New' });
    actor.send({ type: 'draft.save' });
    await saveDraft.answer(saved(91));
    actor.send({ type: 'draft.change', content: { a: 2 } });
    actor.send({ type: 'draft.save' });
    expect(saveDraft.inputs).toEqual([
      { type: 'project', title: 'New', content: { a: 1 } },
      { id: 91, type: 'project', title: 'New', content: { a: 2 } },
    ]);
    // The copy of the new work went with the first save; the second change is kept under 91.
    expect(store.load({ type: 'project', id: null })).toBeNull();
    expect(store.load({ type: 'project', id: 91 })?.content).toEqual({ a: 2 });
    expect(store.size).toBe(1);
  });

  it('drops the copy once the form is sent, and keeps an unanswered copy of an earlier visit', () => {
    const store = createMemoryDraftStore();
    const { actor, leavePage } = start({ store });
    actor.send({ type: 'draft.change', content: { a: 1 } });
    expect(store.size).toBe(1);
    actor.send({ type: 'form.sent' });
    expect(store.size).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(leavePage).not.toHaveBeenCalled();

    store.save({ type: 'project', id: null }, { type: 'project', content: { a: 2 } });
    const later = start({ store }).actor;
    later.send({ type: 'form.sent' });
    expect(later.getSnapshot().value).toBe('resumeOffered');
    expect(store.size).toBe(1);
  });

  it('fails loudly when leavePage is not provided, and treats a missing saveDraft as a failed call', async () => {
    const store = createMemoryDraftStore();
    const input = { type: 'project' as const, draftId: null, title: '', content: {}, store };
    const actor = createActor(draftSavingMachine, { input });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'draft.change', content: { a: 1 } });
    actor.send({ type: 'draft.save' });
    const answered = await waitFor(actor, (snapshot) => snapshot.context.message !== null);
    expect(answered.context.message).toBe('requestFailed');
    actor.send({ type: 'page.leave' });
    actor.send({ type: 'leave.confirm' });
    expect(String(errors[0])).toMatch(/leavePage is not provided/);
  });
});
