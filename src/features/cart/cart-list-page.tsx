import { useId, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '../../../contract/cart';
import { QUOTATION_REMARK_MAX } from '../../../contract/values';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable } from '../../components/ui/data-table';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/form-field';
import { buttonPrimary, buttonSecondary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { formatNumber, formatUsd } from '../../lib/intl';
import { fromCents, sumCents } from '../../lib/money';
import { useDialogs } from '../../shell/dialogs';
import { useCartList, useMakeQuotation, useRemoveCartLines } from './api';
import { cartColumns } from './cart-columns';
import { accessoriesOf, keepExisting, quotationItems, toggleLine } from './cart-rules';

/** Lines to remove, as the confirmation names them. */
type Removal = { kind: 'line'; line: CartItem } | { kind: 'selected'; ids: number[] } | null;

/** What the cart asks before it removes lines. */
function removalQuestion(
  removal: Exclude<Removal, null>,
  lines: CartItem[],
  LL: ReturnType<typeof useI18nContext>['LL'],
) {
  if (removal.kind === 'selected') return LL.cart.removeSelectedQuestion();
  const { line } = removal;
  return line.main_id === null && accessoriesOf(lines, line.id).length > 0
    ? LL.cart.removeMainQuestion({ model: line.model })
    : LL.cart.removeQuestion({ model: line.model });
}

/**
 * The cart of a partner who is logged in. A removal takes the focused line's button with it:
 * focus then goes to the screen's heading (`heading`), which stays.
 */
function Cart({
  lines,
  heading,
}: {
  lines: CartItem[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.cart;
  const navigate = useNavigate();
  const [chosen, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [removal, setRemoval] = useState<Removal>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const remarkId = useId();
  const selectAllId = useId();
  const remove = useRemoveCartLines();
  const removed = useRef(false);
  const make = useMakeQuotation();
  // Lines removed elsewhere leave the selection with them.
  const selected = keepExisting(lines, chosen);

  const columns = cartColumns(LL, lang, lines, {
    isSelected: (id) => selected.has(id),
    toggle: (line, on) => setSelected(toggleLine(lines, selected, line, on)),
    remove: (line) => {
      setRemoveError(null);
      setRemoval({ kind: 'line', line });
    },
  });
  const allSelected = lines.every((line) => selected.has(line.id));
  const selectedTotal = sumCents(
    lines.filter((line) => selected.has(line.id)),
    (line) => line.subtotal,
  );

  const confirmRemoval = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: (message) => {
        notify.success(message);
        removed.current = true;
        setRemoval(null);
      },
      onError: (error) => setRemoveError(errorText(error)),
    });
  const makeQuotation = () => {
    const items = quotationItems(lines, selected);
    if (typeof items === 'string') return setProblem(say.message[items]());
    setProblem(null);
    const quoted = lines.filter((line) => selected.has(line.id)).map((line) => line.id);
    make.mutate(
      { items, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      {
        // The quoted lines leave the cart: they are the quotation's now, and it can be changed
        // from its page. Should that fail, the quotation stands and the person is told the
        // lines are still here.
        // Awaited rather than called back: the cart's screen goes once its last line does.
        onSuccess: ({ id, message }) => {
          notify.success(message);
          void remove
            .mutateAsync(quoted)
            .catch(() => notify.warning(say.quotedLinesKept()))
            .finally(() => void navigate(`/personal/quotation/detail?id=${id}`));
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={selectAllId}
            type="checkbox"
            checked={allSelected}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? lines.map((line) => line.id) : []))
            }
            className="size-5 accent-brand"
          />
          <label htmlFor={selectAllId} className="text-sm text-gray-900">
            {say.selectAll()}
          </label>
        </div>
        <p role="status" className="text-sm text-gray-800">
          {say.selected({ count: formatNumber(selected.size, lang) })}
        </p>
        <button
          type="button"
          className={buttonSecondary}
          disabled={selected.size === 0}
          onClick={() => {
            setRemoveError(null);
            setRemoval({ kind: 'selected', ids: [...selected] });
          }}
        >
          {say.removeSelected()}
        </button>
      </div>
      <DataTable
        caption={say.caption()}
        columns={columns}
        rows={lines}
        rowKey={(line) => line.id}
        empty={say.empty()}
        minWidth="48rem"
        cardsWhenNarrow
      />
      <section aria-labelledby="cart-totals" className="mt-6 max-w-md">
        <h2 id="cart-totals" className="mb-2 text-lg font-semibold text-gray-900">
          {say.totals()}
        </h2>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1">
          <dt className="text-gray-800">{say.selectionTotal()}</dt>
          <dd className="text-end font-semibold">{formatUsd(fromCents(selectedTotal), lang)}</dd>
          <dt className="text-gray-800">{say.total()}</dt>
          <dd className="text-end">
            {formatUsd(fromCents(sumCents(lines, (line) => line.subtotal)), lang)}
          </dd>
        </dl>
      </section>
      <div className="mt-6 max-w-xl space-y-3">
        <TextField
          id={remarkId}
          label={say.remark()}
          value={remark}
          maxLength={QUOTATION_REMARK_MAX}
          onChange={setRemark}
        />
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <p className="text-sm text-gray-700">{say.quotedLinesLeave()}</p>
        <Button
          className={buttonPrimary}
          unavailable={make.isPending || remove.isPending}
          onClick={makeQuotation}
        >
          {make.isPending || remove.isPending ? say.making() : say.makeQuotation()}
        </Button>
      </div>
      {removal ? (
        <ConfirmDialog
          title={say.removeTitle()}
          question={removalQuestion(removal, lines, LL)}
          confirmLabel={say.remove()}
          cancelLabel={say.cancel()}
          busyLabel={say.removing()}
          busy={remove.isPending}
          error={removeError}
          onConfirm={() =>
            confirmRemoval(removal.kind === 'line' ? [removal.line.id] : removal.ids)
          }
          onClose={() => setRemoval(null)}
          focusAfter={() => {
            // Read once: a later question that is cancelled goes back to its own button.
            const gone = removed.current;
            removed.current = false;
            return gone ? heading.current : null;
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The cart (/product/prolist): main products each followed by their accessories, quantities
 * changed in place, lines removed after a confirmation (a main product's accessories go with
 * it), and a quotation made from the ticked lines. It needs a login.
 */
export function CartListPage() {
  const { LL } = useI18nContext();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const cart = useCartList();
  const say = LL.cart;
  const heading = useRef<HTMLHeadingElement>(null);

  if (!isLoggedIn) {
    return (
      <>
        <PageHeading title={say.title()} />
        <div className="space-y-4 rounded border border-gray-300 p-6">
          <p>{say.loginFirst()}</p>
          <button type="button" className={buttonPrimary} onClick={() => dialogs.open('login')}>
            {LL.shell.login()}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title={say.title()} headingRef={heading}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      {cart.isPending ? (
        <Skeleton rows={3} />
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} />
      ) : cart.data.length === 0 ? (
        <div className="space-y-4 rounded border border-dashed border-gray-400 p-8 text-center">
          <p role="status" className="text-gray-700">
            {say.empty()}
          </p>
          <Link to="/configurator" className={textLink}>
            {say.openConfigurator()}
          </Link>
        </div>
      ) : (
        <Cart lines={cart.data} heading={heading} />
      )}
    </>
  );
}
