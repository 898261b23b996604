import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { DraftContent } from '../../../contract/drafts';
import {
  draftSavingMachine,
  type DraftStore,
  type LocalDraft,
} from '../../../machines/draft-saving/draft-saving.machine';
import type { MembershipValues } from './membership-rules';

/**
 * A draft store in the browser's local storage under one name, whatever the machine's key: the
 * copy of one application form of one user. Reading and writing never throw (private modes,
 * full quotas): the copy then lives for the visit only.
 */
export function namedDraftStore(name: string, storage: Storage | undefined): DraftStore {
  return {
    load: () => {
      try {
        const text = storage?.getItem(name);
        return text ? (JSON.parse(text) as LocalDraft) : null;
      } catch {
        return null;
      }
    },
    save: (_key, draft) => {
      try {
        storage?.setItem(name, JSON.stringify(draft));
      } catch {
        // The copy is lost when the visit ends; the form itself still works.
      }
    },
    remove: () => {
      try {
        storage?.removeItem(name);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** The typed form as draft content, and back; anything else is not a draft of this form. */
function contentOf(values: MembershipValues): DraftContent {
  return { values };
}
function valuesOf(content: DraftContent | undefined): MembershipValues | null {
  const values = content?.values;
  return values && typeof values === 'object' ? (values as MembershipValues) : null;
}

/**
 * Unfinished work on an application form, through the draft-saving machine: every change is
 * kept in this browser at once, and the next visit offers it back. The drafts box holds
 * project and quotation forms only, so an application is never sent there; the machine's draft
 * type only keys its own bookkeeping, and the store names the copy itself
 * (docs/partner-programme.md).
 */
export function useMembershipDraft(name: string, initial: MembershipValues) {
  const store = useMemo(() => namedDraftStore(name, globalThis.localStorage), [name]);
  const [state, send] = useMachine(draftSavingMachine, {
    input: { type: 'project', draftId: null, title: '', content: contentOf(initial), store },
  });
  const offered = state.matches('resumeOffered')
    ? valuesOf(state.context.localCopy?.content)
    : null;
  // A copy that is not a draft of this form is thrown away rather than offered.
  useEffect(() => {
    if (state.matches('resumeOffered') && offered === null) send({ type: 'draft.discard' });
  }, [state, offered, send]);
  return {
    /** The copy from an earlier visit, to continue or throw away. */
    offered,
    resume: () => send({ type: 'draft.resume' }),
    discard: () => send({ type: 'draft.discard' }),
    /** Keeps the form as typed now. */
    change: (values: MembershipValues) =>
      send({ type: 'draft.change', content: contentOf(values) }),
    /** The application was filed: the copy goes. */
    clear: () => store.remove({ type: 'project', id: null }),
  };
}
