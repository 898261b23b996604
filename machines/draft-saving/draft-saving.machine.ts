import type { ClientInferResponseBody } from '@ts-rest/core';
import { assign, setup } from 'xstate';
import type { DraftContent, DraftType, SaveDraftForm, draftsContract } from '../../contract/drafts';
import { dataOf, isAnswerOk, type AnswerHead } from '../shared/answer';
import { missingAction, missingActor } from '../shared/not-provided';

/** The answer of `POST /v2/user/saveDraftBoxData`. */
export type SaveDraftAnswer = ClientInferResponseBody<typeof draftsContract.save, 200>;

/** Messages this machine reports; views translate them. */
export type DraftMessageKey =
  /** 'Save to draft box before jumping' */
  | 'saveToDraftBeforeJumping'
  /** The call got no answer (network error, timeout, HTTP error); the error policy toasts it too. */
  | 'requestFailed';

/** Which local copy: a project or quotation form, new (`id` null) or an existing draft. */
export interface DraftKey {
  type: DraftType;
  id: number | null;
}

/** What is kept locally: the form the drafts box would get. */
export type LocalDraft = SaveDraftForm;

/**
 * Where unsaved work is kept between visits: local storage in the browser, memory in Node and
 * tests. It survives a dropped network or session, and is offered back on the next visit.
 */
export interface DraftStore {
  load(key: DraftKey): LocalDraft | null;
  save(key: DraftKey, draft: LocalDraft): void;
  remove(key: DraftKey): void;
}

/** A draft store in memory, for Node and tests. */
export function createMemoryDraftStore(): DraftStore & { readonly size: number } {
  const copies = new Map<string, LocalDraft>();
  const name = (key: DraftKey) => `${key.type}:${key.id ?? 'new'}`;
  return {
    load: (key) => copies.get(name(key)) ?? null,
    save: (key, draft) => void copies.set(name(key), draft),
    remove: (key) => void copies.delete(name(key)),
    get size() {
      return copies.size;
    },
  };
}

export interface DraftSavingInput {
  type: DraftType;
  /** The draft being edited; null for work not saved to the drafts box yet. */
  draftId: number | null;
  title: string;
  content: DraftContent;
  store: DraftStore;
}

export interface DraftSavingContext {
  store: DraftStore;
  type: DraftType;
  draftId: number | null;
  title: string;
  content: DraftContent;
  /** A local copy from an earlier visit, offered to resume; null once answered. */
  localCopy: LocalDraft | null;
  /** How long the drafts box keeps the draft, from the last save. */
  validityTime: string | null;
  /** The user asked to leave: go once the save succeeds. */
  leaveAfterSave: boolean;
  /** The form changed while a save was under way, so the saved draft is already behind. */
  editedDuringSave: boolean;
  message: DraftMessageKey | null;
  /** The server's `msg` of the last save shown as it is. */
  serverMessage: string | null;
}

export type DraftSavingEvent =
  | { type: 'draft.change'; content: DraftContent; title?: string }
  | { type: 'draft.save' }
  /** Take up the local copy from an earlier visit. */
  | { type: 'draft.resume' }
  /** Throw the local copy away. */
  | { type: 'draft.discard' }
  /** The user asked to go to another page. */
  | { type: 'page.leave' }
  /** Asked 'Save to draft box before jumping': save, then leave. */
  | { type: 'leave.save' }
  /** Asked 'Save to draft box before jumping': leave without saving (the local copy stays). */
  | { type: 'leave.confirm' }
  /** Asked 'Save to draft box before jumping': stay. */
  | { type: 'leave.cancel' }
  /** The form itself was sent and stored (a project registered): the local copy has done its job. */
  | { type: 'form.sent' };

function keyOf(context: DraftSavingContext): DraftKey {
  return { type: context.type, id: context.draftId };
}

function formOf(context: DraftSavingContext): LocalDraft {
  const form: LocalDraft = { type: context.type, title: context.title, content: context.content };
  return context.draftId === null ? form : { ...form, id: context.draftId };
}

const applyChange = {
  type: 'applyChange',
  params: ({ event }: { event: { content: DraftContent; title?: string } }) => ({
    content: event.content,
    title: event.title,
  }),
} as const;

/** A change to a form with nothing unsaved: now there is. */
const edit = { target: '#draftSaving.dirty', actions: [applyChange, 'keepLocalCopy'] } as const;

/** The form was sent: nothing is left to keep or to save. */
const sent = { target: '#draftSaving.sent' } as const;

const savedParams = ({ event }: { event: { output: SaveDraftAnswer } }) => ({
  answer: event.output,
});

/**
 * Drafts of project and quotation forms: clean → dirty → saving → saved / failed.
 * Every change is kept as a local copy at once, so a dropped network or session loses nothing;
 * the next visit offers that copy back (`resumeOffered`). Leaving with unsaved work stops at
 * 'Save to draft box before jumping': save and leave, leave anyway (the copy stays), or stay.
 * Once the form itself is sent (`form.sent`) the copy goes and the machine is done. A copy
 * offered from an earlier visit and not answered stays for the next one.
 *
 * Input: the draft's type, id, title and content, and the `store`. Provide `saveDraft`
 * (POST /v2/user/saveDraftBoxData) and `leavePage` (lets the navigation go on).
 */
export const draftSavingMachine = setup({
  types: {
    context: {} as DraftSavingContext,
    events: {} as DraftSavingEvent,
    input: {} as DraftSavingInput,
  },
  actors: {
    saveDraft: missingActor<SaveDraftAnswer, SaveDraftForm>('saveDraft'),
  },
  guards: {
    hasLocalCopy: ({ context }) => context.localCopy !== null,
    isAnswerOk: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    isLeaving: ({ context }) => context.leaveAfterSave,
    isEditedDuringSave: ({ context }) => context.editedDuringSave,
    isLeavingWithEdits: ({ context }) => context.leaveAfterSave && context.editedDuringSave,
  },
  actions: {
    applyChange: assign(({ context }, params: { content: DraftContent; title?: string }) => ({
      content: params.content,
      title: params.title ?? context.title,
    })),
    /** The copy under the old key goes: a first save gives new work its draft id. */
    markSaved: assign((_, params: { answer: SaveDraftAnswer }) => {
      const saved = dataOf(params.answer);
      return {
        draftId: saved.id,
        validityTime: saved.validity_time,
        serverMessage: params.answer.msg,
      };
    }),
    keepLocalCopy: ({ context }) => context.store.save(keyOf(context), formOf(context)),
    dropLocalCopy: ({ context }) => context.store.remove(keyOf(context)),
    leavePage: missingAction('leavePage'),
    showServerMessage: assign((_, params: { answer: AnswerHead }) => ({
      serverMessage: params.answer.msg,
    })),
    showFailure: assign({ serverMessage: null, message: 'requestFailed' }),
  },
}).createMachine({
  id: 'draftSaving',
  context: ({ input }) => ({
    store: input.store,
    type: input.type,
    draftId: input.draftId,
    title: input.title,
    content: input.content,
    localCopy: input.store.load({ type: input.type, id: input.draftId }),
    validityTime: null,
    leaveAfterSave: false,
    editedDuringSave: false,
    message: null,
    serverMessage: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasLocalCopy', target: 'resumeOffered' }, { target: 'clean' }],
    },
    /** Unsaved work from an earlier visit is there: resume it or throw it away. */
    resumeOffered: {
      on: {
        'draft.resume': {
          target: 'dirty',
          actions: assign(({ context }) => {
            // hasLocalCopy brought the machine here, so the copy is there.
            const copy = context.localCopy as LocalDraft;
            return { title: copy.title ?? context.title, content: copy.content, localCopy: null };
          }),
        },
        'draft.discard': {
          target: 'clean',
          actions: ['dropLocalCopy', assign({ localCopy: null })],
        },
        // Typing instead of answering: the new work replaces the old copy.
        'draft.change': { ...edit, actions: [...edit.actions, assign({ localCopy: null })] },
        // Nothing was typed on this visit; the copy stays for the next one.
        'page.leave': 'left',
      },
    },
    clean: {
      on: { 'draft.change': edit, 'page.leave': 'left', 'form.sent': sent },
    },
    dirty: {
      entry: assign({ leaveAfterSave: false }),
      on: {
        'draft.change': { actions: [applyChange, 'keepLocalCopy'] },
        'draft.save': 'saving',
        'page.leave': 'leaveBlocked',
        'form.sent': sent,
      },
    },
    /** 'Save to draft box before jumping' */
    leaveBlocked: {
      entry: assign({ message: 'saveToDraftBeforeJumping' }),
      exit: assign({ message: null }),
      on: {
        'leave.save': { target: 'saving', actions: assign({ leaveAfterSave: true }) },
        'leave.confirm': 'left',
        'leave.cancel': 'dirty',
      },
    },
    saving: {
      entry: assign({ editedDuringSave: false, serverMessage: null, message: null }),
      on: {
        'draft.change': {
          actions: [applyChange, 'keepLocalCopy', assign({ editedDuringSave: true })],
        },
        // Leaving while saving: go once the save succeeds.
        'page.leave': { actions: assign({ leaveAfterSave: true }) },
      },
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => formOf(context),
        onDone: [
          {
            guard: { type: 'isAnswerOk', params: savedParams },
            target: 'afterSave',
            // The copy goes under its old key: a first save gives new work its draft id.
            actions: ['dropLocalCopy', { type: 'markSaved', params: savedParams }],
          },
          {
            guard: 'isLeaving',
            target: 'leaveBlocked',
            actions: { type: 'showServerMessage', params: savedParams },
          },
          { target: 'failed', actions: { type: 'showServerMessage', params: savedParams } },
        ],
        onError: [
          {
            guard: 'isLeaving',
            target: 'leaveBlocked',
            actions: 'showFailure',
          },
          {
            target: 'failed',
            actions: 'showFailure',
          },
        ],
      },
    },
    /** Where a successful save leads: away if asked, back to editing if the form moved on. */
    afterSave: {
      always: [
        { guard: 'isLeavingWithEdits', target: 'left', actions: 'keepLocalCopy' },
        { guard: 'isLeaving', target: 'left' },
        { guard: 'isEditedDuringSave', target: 'dirty', actions: 'keepLocalCopy' },
        { target: 'saved' },
      ],
    },
    saved: {
      entry: assign({ leaveAfterSave: false }),
      on: { 'draft.change': edit, 'page.leave': 'left', 'form.sent': sent },
    },
    /** The local copy holds the work; saving again or leaving asks first. */
    failed: {
      entry: assign({ leaveAfterSave: false }),
      on: {
        'draft.change': edit,
        'draft.save': 'saving',
        'page.leave': 'leaveBlocked',
        'form.sent': sent,
      },
    },
    left: { type: 'final', entry: 'leavePage' },
    /** The form was sent and stored; its local copy is no longer needed. */
    sent: { type: 'final', entry: 'dropLocalCopy' },
  },
});
