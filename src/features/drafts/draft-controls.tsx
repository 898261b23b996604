import type { RefObject } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { focusLater } from '../../lib/focus-later';
import { formatDate } from '../../lib/intl';
import { useOnline } from '../../lib/use-online';
import type { DraftForm } from './use-draft-form';
import { Notice } from '../../components/ui/notice';

/** The first field of a form that the keyboard can reach. */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  return (
    form?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    ) ?? null
  );
}

/**
 * What a form that keeps its work shows above its fields: the offer of a copy left from an
 * earlier visit (resume or discard), and a notice while the browser is offline. Once the offer
 * is answered it goes, and focus moves to the first field of `form`, where the work goes on,
 * instead of falling back to the top of the page.
 */
export function DraftNotices({
  draft,
  form,
}: {
  draft: DraftForm;
  form: RefObject<HTMLFormElement | null>;
}) {
  const { LL } = useI18nContext();
  const say = LL.drafts;
  const online = useOnline();
  const answer = (send: () => void) => () => {
    send();
    focusLater(() => firstField(form.current));
  };
  return (
    <>
      {draft.offered ? (
        <Notice title={say.resumeTitle()} tone="attention" className="mb-4">
          <p className="mt-1 text-sm text-gray-800">{say.resumeBody()}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonPrimary} onClick={answer(draft.resume)}>
              {say.resume()}
            </button>
            <button type="button" className={buttonSecondary} onClick={answer(draft.discard)}>
              {say.discard()}
            </button>
          </div>
        </Notice>
      ) : null}
      {online ? null : (
        <p role="status" className="mb-4 rounded border-s-4 border-gray-600 bg-gray-100 p-4">
          {say.offline()}
        </p>
      )}
      {draft.asking ? <LeaveDialog draft={draft} /> : null}
    </>
  );
}

/** Where the form's work is: on this device, being saved, in the drafts box, or not saved. */
function draftStatusText(
  draft: DraftForm,
  say: ReturnType<typeof useI18nContext>['LL']['drafts'],
  lang: string,
) {
  if (draft.saving) return say.saving();
  if (draft.saved && draft.validityTime) {
    return say.savedUntil({ date: formatDate(draft.validityTime, lang) });
  }
  if (draft.failed) {
    const refusal = draft.problem && 'serverMessage' in draft.problem ? draft.problem : null;
    return refusal ? `${refusal.serverMessage} ${say.saveFailed()}` : say.saveFailed();
  }
  if (draft.unsaved) return say.keptLocally();
  return draft.draftId !== null ? say.openedFrom() : '';
}

/** The 'Save to drafts box' button and a line that says where the work is. */
export function DraftSaveBar({ draft }: { draft: DraftForm }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.drafts;
  const canSave = draft.state.can({ type: 'draft.save' });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button className={buttonSecondary} unavailable={!canSave} onClick={draft.save}>
        {say.save()}
      </Button>
      <p role="status" className="min-w-0 flex-1 basis-48 text-sm text-gray-800">
        {draftStatusText(draft, say, lang)}
      </p>
    </div>
  );
}

/**
 * 'Save to draft box before jumping': asked when the visitor leaves the page with changes that
 * are not in the drafts box. Focus starts on staying; a save that fails says so here.
 */
function LeaveDialog({ draft }: { draft: DraftForm }) {
  const { LL } = useI18nContext();
  const say = LL.drafts;
  const { problem: notice } = draft;
  const problem =
    notice === null ? null : 'serverMessage' in notice ? notice.serverMessage : say.saveFailed();
  return (
    <DialogFrame title={say.leaveTitle()} width={450} onClose={draft.leave.stay}>
      <p className="text-gray-900">{say.leaveBody()}</p>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-gray-700">{say.leaveAnywayHint()}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={draft.leave.stay} data-autofocus>
          {say.stay()}
        </button>
        <button type="button" className={buttonSecondary} onClick={draft.leave.confirm}>
          {say.leaveAnyway()}
        </button>
        <button type="button" className={buttonPrimary} onClick={draft.leave.save}>
          {say.leaveSave()}
        </button>
      </div>
    </DialogFrame>
  );
}
