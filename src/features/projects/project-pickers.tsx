import { Link } from 'react-router';
import type { EndUserOption } from '../../../contract/end-users';
import type { QuotationItem, QuotationOption } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { SelectField, TextField } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonSecondary, textLink } from '../../components/ui/styles';
import { formatNumber, formatUsd } from '../../lib/intl';

/** What a list to pick from gives its select. */
interface OptionsQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The end user of the project: 'Please select end user' until one is picked, and 'Add end user',
 * which opens the end-user form in place; with none to pick from it says 'Please add end user'.
 */
export function EndUserPicker({
  id,
  value,
  onChange,
  error,
  options,
  onAdd,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  options: OptionsQuery<EndUserOption>;
  onAdd: () => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.projects.form;
  if (options.isPending) return <Skeleton rows={1} />;
  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  const list = options.data ?? [];
  return (
    <div className="space-y-3">
      {list.length === 0 ? (
        <p className="text-sm text-gray-800">{say.noEndUsers()}</p>
      ) : (
        <SelectField
          id={id}
          label={say.field.end_company()}
          value={value}
          onChange={onChange}
          options={list.map((option) => ({ value: String(option.id), label: option.company }))}
          placeholder={say.endUserPrompt()}
          error={error}
          required
        />
      )}
      {list.length === 0 && error ? (
        <p id={id} tabIndex={-1} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="button" className={buttonSecondary} onClick={onAdd}>
        {say.addEndUserButton()}
      </button>
    </div>
  );
}

/** The quotation to register the project with: 'Please select quotation' until one is picked. */
export function QuotationPicker({
  id,
  value,
  onChange,
  error,
  options,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  options: OptionsQuery<QuotationOption>;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.form;
  if (options.isPending) return <Skeleton rows={1} />;
  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  const list = options.data ?? [];
  if (list.length === 0) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-gray-800">{say.noQuotations()}</p>
        {error ? (
          <p id={id} tabIndex={-1} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <Link to="/configurator" className={`${textLink} text-sm`}>
          {say.configuratorLink()}
        </Link>
      </div>
    );
  }
  return (
    <SelectField
      id={id}
      label={say.field.quotation_id()}
      value={value}
      onChange={onChange}
      options={list.map((option) => ({
        value: String(option.id),
        label: `${option.code} · ${formatUsd(option.amount, lang)}`,
      }))}
      placeholder={say.quotationPrompt()}
      error={error}
      required
    />
  );
}

/** One application price per line of the picked quotation, each under the line it prices. */
export function PriceLines({
  lines,
  prices,
  onChange,
  idOf,
  errorOf,
}: {
  lines: OptionsQuery<QuotationItem>;
  prices: Record<string, string>;
  onChange: (itemId: number, value: string) => void;
  idOf: (itemId: number) => string;
  errorOf: (itemId: number) => string | null;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects.form;
  if (lines.isPending) return <Skeleton rows={2} />;
  if (lines.isError) return <LoadError onRetry={() => void lines.refetch()} />;
  return (
    <div>
      <h3 className="mb-1 font-semibold text-gray-900">{say.linesTitle()}</h3>
      <p className="mb-3 text-sm text-gray-700">{say.linesHint()}</p>
      <ul className="space-y-3">
        {(lines.data ?? []).map((line) => (
          <li key={line.id} className="rounded border border-gray-300 p-3">
            <p className="font-medium text-gray-900">
              <span dir="ltr">{line.model}</span>
            </p>
            {line.description ? <p className="text-sm text-gray-700">{line.description}</p> : null}
            <dl className="my-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-gray-700">{say.quantity()}</dt>
                <dd className="text-gray-900">{formatNumber(line.quantity, lang)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-gray-700">{say.listPrice()}</dt>
                <dd className="text-gray-900">{formatUsd(line.gpl_price, lang)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-gray-700">{say.salePrice()}</dt>
                <dd className="text-gray-900">{formatUsd(line.sale_price, lang)}</dd>
              </div>
            </dl>
            <TextField
              id={idOf(line.id)}
              label={say.applicationPriceOf({ model: line.model })}
              value={prices[String(line.id)] ?? ''}
              onChange={(value) => onChange(line.id, value)}
              error={errorOf(line.id)}
              inputMode="decimal"
              dir="ltr"
              required
              className="max-w-xs"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
