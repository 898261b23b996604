import { useState, type FormEvent } from 'react';
import { BACKOFFICE_PERMISSIONS as P } from '../../../contract/backoffice';
import {
  DELIVERY_RECEIPT_UPLOAD,
  SHIPPING_LIMITS,
  SHIPPING_UPLOAD,
  type BackofficeOrder,
} from '../../../contract/backoffice-orders';
import { isAllowedUpload, uploadLimit, type UploadRule } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useAskFirst } from '../../components/ui/ask-first';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { buttonPrimary, inputClass } from '../../components/ui/styles';
import {
  useConfirmPayment,
  useReturnPayment,
  useUploadDeliveryReceipt,
  useUploadShipping,
} from './orders-api';
import { CanAct } from './can-act';
import { ReasonForm } from './decision-fields';
import { useActionDone } from './detail-panel';
import { useFormProblems } from './form-problems';
import { DeskForm } from './desk-form';

/** Whether every file meets an upload rule: its kind and its size. */
function meetsRule(files: readonly File[], rule: UploadRule): boolean {
  return files.every((file) => isAllowedUpload(rule, file) && file.size <= uploadLimit(rule));
}

/** What `accept` offers in the file picker for a rule. */
const acceptOf = (rule: UploadRule) => rule.extensions.map((ext) => `.${ext}`).join(',');

/** What head office may do with the order now, each shown only with its permission. */
export function OrderActions({ order }: { order: BackofficeOrder }) {
  if (order.waiting === 'payment') {
    return (
      <CanAct permission={[P.orderPaymentConfirm]}>
        <PaymentDecision id={order.id} number={order.order_sn} />
      </CanAct>
    );
  }
  if (order.waiting === 'shipping') {
    return (
      <CanAct permission={[P.orderShippingUpload]}>
        <ShippingForm id={order.id} />
      </CanAct>
    );
  }
  if (order.waiting === 'delivery_receipt') {
    return (
      <CanAct permission={[P.orderReceiptUpload]}>
        <DeliveryReceiptForm id={order.id} />
      </CanAct>
    );
  }
  return null;
}

/** Confirms the payment slip, or returns it with a reason the partner reads. */
function PaymentDecision({ id, number }: { id: number; number: string }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.orders;
  const confirm = useConfirmPayment();
  const reject = useReturnPayment();
  const form = useFormProblems();
  const toastSuccess = useActionDone();
  const { ask, dialog } = useAskFirst();
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    form.check([]);
    ask(
      {
        title: LL.backofficeDesks.ask.confirmPaymentTitle(),
        question: LL.backofficeDesks.ask.confirmPayment({ number }),
        confirmLabel: t.confirm(),
      },
      () => confirm.mutateAsync(id),
      toastSuccess,
    );
  };
  return (
    <div className="space-y-4">
      {dialog}
      <DeskForm form={form} onSubmit={onConfirm} label={t.confirm()}>
        <button type="submit" className={buttonPrimary} disabled={confirm.isPending}>
          {t.confirm()}
        </button>
      </DeskForm>
      <ReasonForm
        id="payment-reason"
        label={t.reason()}
        submitLabel={t.reject()}
        busy={reject.isPending}
        form={form}
        onSubmit={(reason) =>
          void reject.mutateAsync({ id, reason }).then(toastSuccess, form.refused)
        }
      />
    </div>
  );
}

/** A file picker in a labelled field; `multiple` for the shipping files. */
function FilePicker({
  id,
  label,
  hint,
  rule,
  multiple = false,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  rule: UploadRule;
  multiple?: boolean;
  error: string | null;
  onChange: (files: File[]) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} required error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          multiple={multiple}
          accept={acceptOf(rule)}
          className={inputClass}
          onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        />
      )}
    </FormField>
  );
}

/** The shipping information and one to ten shipping files. */
function ShippingForm({ id }: { id: number }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.orders;
  const p = LL.backofficeDesks.problems;
  const upload = useUploadShipping();
  const [info, setInfo] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useFormProblems();
  const toastSuccess = useActionDone();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const count = files.length >= 1 && files.length <= SHIPPING_LIMITS.files;
    const ok = form.check([
      !info.trim() && { fieldId: 'shipping-info', message: p.infoRequired() },
      !count && { fieldId: 'shipping-files', message: p.filesRequired() },
      count &&
        !meetsRule(files, SHIPPING_UPLOAD) && {
          fieldId: 'shipping-files',
          message: p.filesRule(),
        },
    ]);
    if (!ok) return;
    void upload
      .mutateAsync({ id, shipping_info: info, shipping_files: files })
      .then(toastSuccess, form.refused);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <FormField
        id="shipping-info"
        label={t.shippingInfo()}
        required
        error={form.errorOf('shipping-info')}
      >
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            rows={4}
            maxLength={SHIPPING_LIMITS.info}
            value={info}
            onChange={(e) => setInfo(e.target.value)}
          />
        )}
      </FormField>
      <FilePicker
        id="shipping-files"
        label={t.shippingFiles()}
        hint={t.shippingFilesHint()}
        rule={SHIPPING_UPLOAD}
        multiple
        error={form.errorOf('shipping-files')}
        onChange={setFiles}
      />
      <button type="submit" className={buttonPrimary} disabled={upload.isPending}>
        {t.uploadShipping()}
      </button>
    </form>
  );
}

/** The delivery receipt letter, which the partner then confirms. */
function DeliveryReceiptForm({ id }: { id: number }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.orders;
  const p = LL.backofficeDesks.problems;
  const upload = useUploadDeliveryReceipt();
  const [files, setFiles] = useState<File[]>([]);
  const form = useFormProblems();
  const toastSuccess = useActionDone();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [letter] = files;
    const ok = form.check([
      !letter && { fieldId: 'delivery-receipt', message: p.letterRequired() },
      Boolean(letter) &&
        !meetsRule(files, DELIVERY_RECEIPT_UPLOAD) && {
          fieldId: 'delivery-receipt',
          message: p.letterRule(),
        },
    ]);
    if (!ok || !letter) return;
    void upload.mutateAsync({ id, delivery_receipt: letter }).then(toastSuccess, form.refused);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <FilePicker
        id="delivery-receipt"
        label={t.deliveryReceipt()}
        hint={t.deliveryReceiptHint()}
        rule={DELIVERY_RECEIPT_UPLOAD}
        error={form.errorOf('delivery-receipt')}
        onChange={setFiles}
      />
      <button type="submit" className={buttonPrimary} disabled={upload.isPending}>
        {t.uploadDeliveryReceipt()}
      </button>
    </form>
  );
}
