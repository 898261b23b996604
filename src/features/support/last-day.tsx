import { dayOf } from '../../../contract/common';
import { formatDate } from '../../lib/intl';

/**
 * The last day of a certificate's validity or of a device's warranty, in the reader's language,
 * marked in words (`passed`, which agrees with what has run out) once it has passed in the
 * browser's calendar: a lookup that finds a record must not read as if the record still held.
 */
export function LastDay({ day, lang, passed }: { day: string; lang: string; passed: string }) {
  if (day >= dayOf(new Date(), 'local')) return formatDate(day, lang);
  return (
    <>
      {formatDate(day, lang)}{' '}
      <span className="inline-block rounded bg-gray-200 px-1.5 text-xs font-semibold text-gray-900">
        {passed}
      </span>
    </>
  );
}
