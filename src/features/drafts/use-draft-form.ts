import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { DraftContent, DraftType } from '../../../contract/drafts';
import {
  draftSavingMachine,
  type DraftMessageKey,
} from '../../../machines/draft-saving/draft-saving.machine';
import type { Notice } from '../../../machines/shared/answer';
import { useSession } from '../../app/session-provider';
import { localDraftStore } from '../../lib/draft-store';
import { useDraftActors } from './api';
import { KEEP_FORM_STATE, keepsForm } from './draft-forms';

export interface DraftFormOptions {
  type: DraftType;
  /** The draft the form was opened from; null for work not in the drafts box yet. */
  draftId: number | null;
  /**
   * Keeps the local copies of one form apart from another's of the same type: changing project
   * 5 is not registering a new one.
   */
  scope?: string;
  title: string;
  /** The form as it opens: empty, a draft's content, or the record being changed. */
  content: DraftContent;
}

/** Why a save failed: the server's refusal, or no answer at all. */
export type SaveProblem = Notice<Extract<DraftMessageKey, 'requestFailed'>>;

/** The machine's states in which leaving would lose work that is not in the drafts box. */
const UNSAVED = ['dirty', 'failed', 'saving', 'leaveBlocked'] as const;

/**
 * The address the open form was opened at. It changes when the visitor opens another form or
 * draft, not when the form writes its new draft's id into the address (so a reload finds it):
 * key the form on it so that it starts again only for another form.
 */
export function useDraftFormKey(): string {
  const location = useLocation();
  const [key, setKey] = useState(location.search);
  if (key !== location.search && !keepsForm(location.state)) setKey(location.search);
  return key;
}

/**
 * A form that never loses work, on the draft-saving machine
 * (docs/projects.md): every change is kept at once on this device for this
 * user; a copy left by a reload, a lost network or an ended session is offered back; the form
 * can be saved to the drafts box; and leaving the page with work that is not there asks 'Save to
 * draft box before jumping' (react-router's blocker). Once the form itself is sent, call
 * `sent()` and the copy goes.
 */
export function useDraftForm(options: DraftFormOptions) {
  const { username } = useSession();
  const { saveDraft } = useDraftActors();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Leaving is the router's: once the machine has left, the blocked navigation goes on (below).
  const machine = useMemo(
    () => draftSavingMachine.provide({ actors: { saveDraft }, actions: { leavePage: () => {} } }),
    [saveDraft],
  );
  // The store and the first content are read once: the machine owns the form from then on.
  const [input] = useState(() => ({
    type: options.type,
    draftId: options.draftId,
    title: options.title,
    content: options.content,
    store: localDraftStore(username ?? '', options.scope),
  }));
  const [state, send, actor] = useMachine(machine, { input });
  // Why the last save did not go through, until the work moves on: the machine's own message
  // makes way for the question before leaving, so the view keeps it here.
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((next) => {
      const held = next.matches('failed') || next.matches('leaveBlocked');
      if (previous.matches('saving') && held) {
        const { serverMessage } = next.context;
        setProblem(serverMessage === null ? { message: 'requestFailed' } : { serverMessage });
      } else if (!held) {
        setProblem(null);
      }
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const unsaved = UNSAVED.some((name) => state.matches(name));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !keepsForm(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const asking = state.matches('leaveBlocked');
  const saving = state.matches('saving');
  // A blocked navigation is the machine's 'page.leave', once per navigation: the router lets go
  // of a navigation the visitor stayed from a render after the machine did, and that render must
  // not ask again. While a save runs the machine leaves once saved.
  const askedFor = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || !unsaved || asking) return;
    if (askedFor.current === blocker.location) return;
    askedFor.current = blocker.location;
    send({ type: 'page.leave' });
  }, [blocker, unsaved, asking, send]);
  // The machine has left (or the work was saved or sent just before): the navigation goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  // The first save gives new work its draft id: the address records it, so a reload finds it.
  // Not when that save was 'Save and leave': the person is on the way to the page they chose,
  // and recording the address would cancel that navigation and keep them here.
  const { draftId } = state.context;
  const leaving = blocker.state === 'blocked';
  useEffect(() => {
    if (draftId !== null && draftId !== options.draftId && !leaving) {
      void navigate(
        { pathname, search: `?draft=${draftId}` },
        { replace: true, state: KEEP_FORM_STATE },
      );
    }
  }, [draftId, options.draftId, navigate, pathname, leaving]);

  const { context } = state;
  return {
    state,
    /** The form's content now: what the view shows. */
    content: context.content,
    title: context.title,
    draftId,
    validityTime: context.validityTime,
    /** Why the last save did not go through: a key of the machine, or the server's words. */
    problem,
    /** A copy from an earlier visit waits to be resumed or discarded. */
    offered: state.matches('resumeOffered'),
    unsaved,
    saving,
    saved: state.matches('saved'),
    failed: state.matches('failed'),
    asking,
    change: (content: DraftContent, title?: string) =>
      send({ type: 'draft.change', content, ...(title === undefined ? {} : { title }) }),
    save: () => send({ type: 'draft.save' }),
    resume: () => send({ type: 'draft.resume' }),
    discard: () => send({ type: 'draft.discard' }),
    sent: () => send({ type: 'form.sent' }),
    leave: {
      save: () => send({ type: 'leave.save' }),
      confirm: () => send({ type: 'leave.confirm' }),
      stay: () => {
        send({ type: 'leave.cancel' });
        blocker.reset?.();
      },
    },
  };
}

/** What {@link useDraftForm} gives a form. */
export type DraftForm = ReturnType<typeof useDraftForm>;
