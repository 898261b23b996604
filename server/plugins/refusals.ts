import type { ZodIssue } from 'zod';
import type { LangCode } from '../../i18n/languages';
import { messages, texts } from '../messages';

type Messages = ReturnType<typeof messages>;
type FieldKey = keyof Messages['field'];
type FormKey = keyof Messages['fieldIn'];

/**
 * Calls whose form names a request key otherwise than the rest of the portal: `type` is the
 * search's scope everywhere but the membership application and the drafts box.
 */
const FORM_OF_CALL: readonly (readonly [RegExp, FormKey])[] = [
  [/\/user\/postdcnet$/, 'membership'],
  [/\/v2\/user\/(saveDraftBoxData|getMyDraftBoxLists)$/, 'draft'],
  // The project form and list: `id` is the project, `status` its state.
  [/\/user\/(project|postproject|deleteproject|detailproject)$/, 'project'],
  // Head office's order and project desks (docs/backoffice.md).
  [/\/backoffice\/orders\b/, 'backofficeOrders'],
  [/\/backoffice\/projects\b/, 'backofficeProjects'],
  [/\/backoffice\/partners\b/, 'backofficePartners'],
  // Head office's forms (docs/backoffice.md).
  [/\/backoffice\//, 'backoffice'],
];

/** Fields the web app's step forms label, which the server names as they do. */
const WEB_LABELS: Partial<Record<string, (t: ReturnType<typeof texts>) => string>> = {
  pay_date: (t) => t.orders.payDate(),
  expected_delivery_date: (t) => t.orders.deliveryDate(),
};

/** The field's name in the form of the call, or in the portal at large. */
function fieldName(
  msg: Messages,
  key: string | undefined,
  call: string,
  lang: LangCode,
): string | undefined {
  const form = FORM_OF_CALL.find(([pattern]) => pattern.test(call))?.[1];
  const names: Partial<Record<string, () => string>> | undefined = form && msg.fieldIn[form];
  if (key !== undefined && names && Object.hasOwn(names, key)) return names[key]?.();
  if (isFieldKey(msg, key)) return msg.field[key]();
  return key !== undefined && Object.hasOwn(WEB_LABELS, key)
    ? WEB_LABELS[key]?.(texts(lang))
    : undefined;
}

/**
 * A request field as the person knows it from the form of the call (its path, `call`), in the
 * caller's language; undefined for a field no form shows.
 */
export function fieldLabel(lang: LangCode, key: string, call: string): string | undefined {
  return fieldName(messages(lang), key, call, lang);
}

/** The request field an issue is about: the innermost named part of its path. */
function fieldKeyOf(path: readonly (string | number)[]): string | undefined {
  return [...path].reverse().find((part): part is string => typeof part === 'string');
}

function isFieldKey(msg: Messages, key: string | undefined): key is FieldKey {
  return key !== undefined && Object.hasOwn(msg.field, key);
}

/** The smallest and largest whole numbers a bound allows (exclusive bounds move by one). */
function bound(value: number | bigint, inclusive: boolean, direction: 1 | -1): number {
  return Number(value) + (inclusive ? 0 : direction);
}

/** The sentence for an issue about a field the person knows by `field`. */
function fieldSentence(msg: Messages, issue: ZodIssue, field: string): string {
  const say = msg.refusal;
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? say.required({ field })
        : say.notValid({ field });
    case 'too_small':
      if (issue.type === 'string') {
        const min = bound(issue.minimum, issue.inclusive, 1);
        return min <= 1 ? say.required({ field }) : say.tooShort({ field, min });
      }
      if (issue.type === 'array' || issue.type === 'set') return say.chooseOne({ field });
      if (issue.type === 'number' || issue.type === 'bigint') {
        return say.tooSmall({ field, min: bound(issue.minimum, issue.inclusive, 1) });
      }
      return say.notValid({ field });
    case 'too_big':
      if (issue.type === 'string') {
        return say.tooLong({ field, max: bound(issue.maximum, issue.inclusive, -1) });
      }
      if (issue.type === 'number' || issue.type === 'bigint') {
        return say.tooBig({ field, max: bound(issue.maximum, issue.inclusive, -1) });
      }
      return say.notValid({ field });
    case 'invalid_enum_value':
    case 'invalid_literal':
    case 'invalid_union':
    case 'invalid_union_discriminator':
      return say.chooseListed({ field });
    case 'custom':
      return issue.path.includes('file') ? say.fileNotAllowed({ field }) : say.notValid({ field });
    default:
      return say.notValid({ field });
  }
}

/**
 * A refused request as one sentence in the caller's language, naming the field as a person
 * knows it from the form of the call (its path, `call`), never the validator's words or the
 * request's own field names (docs/contract.md).
 */
export function refusalOf(issue: ZodIssue | undefined, lang: LangCode, call = ''): string {
  const msg = messages(lang);
  if (!issue) return msg.refusal.formNotValid();
  const key = fieldKeyOf(issue.path);
  if (issue.code === 'invalid_string' && issue.validation === 'email') {
    return msg.refusal.emailInvalid();
  }
  if (issue.code === 'custom' && key === 'password_again') return msg.refusal.passwordsDiffer();
  if (issue.code === 'too_small' && key === 'items') return msg.quotation.addProduct();
  // The order's uploads: a missing file and a file of the wrong kind get the same rule.
  if (issue.code === 'custom' && key === 'contract') return msg.order.contractFileRule();
  if (issue.code === 'custom' && key === 'receipt') return msg.order.receiptFileRule();
  // Head office's uploads: any problem with the files is told as the rule they must meet.
  if (key === 'shipping_files') return msg.backofficeDesks.shippingFilesRule();
  if (key === 'delivery_receipt') return msg.backofficeDesks.deliveryReceiptRule();
  if (issue.path.length === 0) return msg.refusal.unreadable();
  const field = fieldName(msg, key, call, lang);
  return field === undefined ? msg.refusal.formNotValid() : fieldSentence(msg, issue, field);
}
