import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { QuotationDetail } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { buttonPrimary, buttonSecondary, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { formatDate } from '../../lib/intl';
import { useLanguage } from '../../app/language-provider';
import { quotationChangePath } from './quotation-change-rules';
import { useMakeOrder, useQuotationDownload, type QuotationDownload } from './api';
import { Section } from './detail-parts';

/** The quotation and its packing list as files, each as a spreadsheet or a PDF. */
export function QuotationDownloads({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const say = LL.quotations;
  const download = useQuotationDownload(quotation.id);
  const quotationName = say.fileQuotation({ code: quotation.code });
  const packingName = say.filePacking({ code: quotation.code });
  const customerName = say.fileCustomer({ code: quotation.code });
  const customer = { document: 'quotation', audience: 'customer', fallback: customerName } as const;
  const files: [string, QuotationDownload][] = [
    [say.quotationXlsx(), { document: 'quotation', format: 'xlsx', fallback: quotationName }],
    [say.quotationPdf(), { document: 'quotation', format: 'pdf', fallback: quotationName }],
    [say.packingXlsx(), { document: 'packingList', format: 'xlsx', fallback: packingName }],
    [say.packingPdf(), { document: 'packingList', format: 'pdf', fallback: packingName }],
    [say.customerXlsx(), { ...customer, format: 'xlsx' }],
    [say.customerPdf(), { ...customer, format: 'pdf' }],
  ];
  return (
    <Section id="quotation-downloads" title={say.downloads()}>
      <div className="flex flex-wrap items-center gap-2">
        {files.map(([label, file]) => (
          <button
            key={label}
            type="button"
            className={buttonSecondary}
            disabled={download.isPending}
            onClick={() => download.mutate(file)}
          >
            {label}
          </button>
        ))}
        <p role="status" className="text-sm text-gray-800">
          {download.isPending ? say.preparing() : null}
        </p>
      </div>
      <p className="mt-2 text-sm text-gray-800">{say.customerHint()}</p>
    </Section>
  );
}

/**
 * The order of this quotation: a link to it once made; the way to make it once head office has
 * approved the quotation, after a confirmation, since one order is made from each quotation;
 * after a rejection, that a new quotation is the way on; otherwise why it cannot be made yet.
 * The server decides which (`orderable`, `order_id`, `reject_reason`).
 */
export function QuotationOrder({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const navigate = useNavigate();
  const make = useMakeOrder();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    make.mutate(quotation.id, {
      onSuccess: ({ id, message }) => {
        notify.success(message);
        setAsking(false);
        void navigate(`/personal/order/detail?id=${id}`);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  return (
    <Section id="quotation-order" title={say.order()}>
      {quotation.order_id !== null ? (
        <p className="text-gray-900">
          {say.orderMade()}{' '}
          <Link to={`/personal/order/detail?id=${quotation.order_id}`} className={textLink}>
            {say.openOrder()}
          </Link>
        </p>
      ) : quotation.orderable ? (
        <button
          type="button"
          className={buttonPrimary}
          onClick={() => {
            setError(null);
            setAsking(true);
          }}
        >
          {say.makeOrder()}
        </button>
      ) : quotation.reject_reason !== null ? (
        <p className="text-gray-800">
          {LL.quotationDesk.partnerView.rejected()}{' '}
          <Link to="/product/prolist" className={textLink}>
            {LL.quotationDesk.partnerView.toCart()}
          </Link>
        </p>
      ) : quotation.expired ? (
        <p className="text-gray-800">
          {say.expiredOrder({ date: formatDate(quotation.valid_until, lang) })}{' '}
          <Link to={quotationChangePath(quotation.id)} className={textLink}>
            {say.changeLink()}
          </Link>
        </p>
      ) : (
        <p className="text-gray-800">{say.notOrderable()}</p>
      )}
      {asking ? (
        <ConfirmDialog
          title={say.makeOrder()}
          question={say.makeOrderQuestion({ code: quotation.code })}
          confirmLabel={say.makeOrder()}
          cancelLabel={say.cancel()}
          busyLabel={say.makingOrder()}
          busy={make.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Section>
  );
}
