import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PartnerTier } from '../../../contract/common';
import { PURCHASE_YEARS } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { BackLink } from '../../components/ui/back-link';
import { ErrorSummary, type FormProblem } from '../../components/ui/error-summary';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { ruleText } from '../../lib/form-rules';
import { formatUsd } from '../../lib/intl';
import { useApplyMembership, useDcnetInfo } from './api';
import { DraftOffer, MembershipFields } from './membership-fields';
import { useMembershipDraft } from './membership-draft';
import {
  emptyMembership,
  formOf,
  MAIN_FIELDS,
  membershipProblems,
  SUB_PARTNER_FIELDS,
  type FieldPath,
  type MembershipValues,
  type SubPartnerField,
} from './membership-rules';
import { openTiers, type ApplicationForm } from './tier-forms';

/**
 * An application form (/personal/partner/distribution, project, direct, service) for one of the
 * form's tiers that is open to the user: the business, the purchases of 2020 to 2022 and the
 * sub-partner rows, checked with the contract's rules before sending. Unfinished work is kept
 * in the browser and offered back; once filed, the user goes to the overview.
 */
export function MembershipFormPage({ form }: { form: ApplicationForm }) {
  const { LL } = useI18nContext();
  const say = LL.dcnet;
  const info = useDcnetInfo();
  const back = <BackLink to="/personal/dcnet" label={say.back()} />;
  const title = say.forms[form]();
  if (info.isPending || info.isError) {
    return (
      <>
        {back}
        <PageHeading title={title} />
        {info.isPending ? <Skeleton rows={4} /> : <LoadError onRetry={() => void info.refetch()} />}
      </>
    );
  }
  const open = openTiers(form, info.data.available_types);
  return (
    <>
      {back}
      <PageHeading title={title}>
        <p className="max-w-prose text-gray-700">{say.formIntro()}</p>
      </PageHeading>
      {open.length === 0 ? (
        <p className="rounded border border-dashed border-gray-400 p-6 text-gray-800">
          {say.nothingToApply()}
        </p>
      ) : (
        <ApplicationFormBody form={form} open={open} />
      )}
    </>
  );
}

function ApplicationFormBody({ form, open }: { form: ApplicationForm; open: PartnerTier[] }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { username } = useSession();
  const say = LL.dcnet;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('type') as PartnerTier | null;
  const initialTier: PartnerTier | '' =
    asked && open.includes(asked) ? asked : open.length === 1 ? (open[0] ?? '') : '';
  const [values, setValues] = useState<MembershipValues>(() => emptyMembership(initialTier));
  const draft = useMembershipDraft(`dcnet-application:${form}:${username ?? ''}`, values);
  const apply = useApplyMembership();
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const idPrefix = useId();

  const idOf = useCallback(
    (path: FieldPath) => `${idPrefix}-${path.replace(/\./g, '-')}`,
    [idPrefix],
  );
  const partnerId = useCallback(
    (key: number, field: SubPartnerField) => idOf(`partners.${key}.${field}`),
    [idOf],
  );
  const update = (next: MembershipValues) => {
    setValues(next);
    draft.change(next);
  };

  const problems = attempt > 0 ? membershipProblems(values) : {};
  const textOf = (path: FieldPath, field: string) => {
    const problem = problems[path];
    if (!problem) return null;
    const text = ruleText(LL, problem, field, (n) => formatUsd(n, lang));
    // The e-mail sentence names no field; in a sub-partner row it says which row it is about.
    return problem.rule === 'emailInvalid' && path.startsWith('partners.')
      ? say.problemIn({ field, problem: text })
      : text;
  };
  const labelOf = (path: FieldPath): string => {
    const [head, key, field] = path.split('.');
    if (head === 'purchases') return say.purchaseYear({ year: Number(key) });
    if (head === 'partners') {
      const n = values.partners.findIndex((row) => row.key === Number(key)) + 1;
      return say.partnerFieldIn({ field: say.partnerField[field as SubPartnerField](), n });
    }
    return say.field[head as (typeof MAIN_FIELDS)[number]]();
  };
  const errorOf = (path: FieldPath) => textOf(path, labelOf(path));
  const paths: FieldPath[] = [
    ...MAIN_FIELDS,
    ...PURCHASE_YEARS.map((year) => `purchases.${year}` as const),
    ...values.partners.flatMap((row) =>
      SUB_PARTNER_FIELDS.map((field) => `partners.${row.key}.${field}` as const),
    ),
  ];
  const summary: FormProblem[] = [
    ...paths.flatMap((path) => {
      const message = errorOf(path);
      return message ? [{ fieldId: idOf(path), message }] : [];
    }),
    ...(refusal ? [{ message: refusal }] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setRefusal(null);
    if (Object.keys(membershipProblems(values)).length > 0) return;
    apply.mutate(formOf(values), {
      onSuccess: (message) => {
        draft.clear();
        notify.success(message);
        void navigate('/personal/dcnet');
      },
      onError: (error) => {
        setRefusal(errorText(error));
        setAttempt((n) => n + 1);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      {draft.offered ? (
        <DraftOffer
          onResume={() => {
            // A tier that has closed since the copy was made is not offered any more.
            if (draft.offered) {
              const { type } = draft.offered;
              setValues({
                ...draft.offered,
                type: type && open.includes(type) ? type : initialTier,
              });
            }
            draft.resume();
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      <ErrorSummary problems={summary} attempt={attempt} />
      <p className="text-sm text-gray-700">{LL.forms.requiredNote()}</p>
      <MembershipFields
        values={values}
        open={open}
        onChange={update}
        idOf={idOf}
        errorOf={errorOf}
        partnerId={partnerId}
        partnerError={(key, field, n) =>
          textOf(
            `partners.${key}.${field}`,
            say.partnerFieldIn({ field: say.partnerField[field](), n }),
          )
        }
      />
      <p className="text-sm text-gray-700">{say.draft.kept()}</p>
      <button type="submit" className={buttonPrimary} disabled={apply.isPending}>
        {apply.isPending ? say.submitting() : say.submit()}
      </button>
    </form>
  );
}
