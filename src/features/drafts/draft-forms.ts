import type { DraftType } from '../../../contract/drafts';

/** Where the form of each kind of draft lives; a draft opens there with `?draft=<id>`. */
export const DRAFT_FORM_PATHS: Record<DraftType, string> = {
  project: '/personal/project/register',
  quotation: '/personal/quotation/change',
};

/** Where a draft opens: its form with the draft's id. */
export function draftFormPath(type: DraftType, id: number): string {
  return `${DRAFT_FORM_PATHS[type]}?draft=${id}`;
}

/** The router state of a navigation that only records the draft's id in the address. */
export const KEEP_FORM_STATE = { keepForm: true } as const;

/** Whether a navigation only wrote the draft's id into the address of the open form. */
export function keepsForm(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'keepForm' in state && state.keepForm === true
  );
}
