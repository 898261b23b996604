import type { DraftType } from '../../../contract/drafts';

/** Where the form of each kind of draft lives; a draft opens there with `?draft=<id>`. */
export const DRAFT_FORM_PATHS: Record<DraftType, string | null> = {
  project: '/personal/project/register',
  // The quotation form names its path here once it runs on drafts.
  quotation: null,
};

/** Where a draft opens: its form with the draft's id, or null while that form has no drafts. */
export function draftFormPath(type: DraftType, id: number): string | null {
  const path = DRAFT_FORM_PATHS[type];
  return path === null ? null : `${path}?draft=${id}`;
}

/** The router state of a navigation that only records the draft's id in the address. */
export const KEEP_FORM_STATE = { keepForm: true } as const;

/** Whether a navigation only wrote the draft's id into the address of the open form. */
export function keepsForm(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'keepForm' in state && state.keepForm === true
  );
}
