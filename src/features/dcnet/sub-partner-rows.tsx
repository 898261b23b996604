import { useRef, useState } from 'react';
import { MEMBERSHIP_LIMITS } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { TextField } from '../../components/ui/form-field';
import { buttonSecondary, buttonSmall } from '../../components/ui/styles';
import {
  newSubPartner,
  SUB_PARTNER_FIELDS,
  type SubPartnerField,
  type SubPartnerValues,
} from './membership-rules';
import { focusLater } from '../../lib/focus-later';

const REQUIRED: readonly SubPartnerField[] = ['company', 'contact', 'email', 'phone'];

const INPUT: Partial<Record<SubPartnerField, { type?: 'email' | 'tel' | 'url'; dir?: 'ltr' }>> = {
  email: { type: 'email', dir: 'ltr' },
  phone: { type: 'tel', dir: 'ltr' },
  website: { type: 'url', dir: 'ltr' },
};

/**
 * The sub-partner rows: each a group of its eight fields with a button that removes it, and a
 * button that adds one (up to the contract's limit). A new row's first field takes focus; after
 * a removal focus goes to the add button and the removal is announced.
 */
export function SubPartnerRows({
  rows,
  onChange,
  idOf,
  errorOf,
}: {
  rows: SubPartnerValues[];
  onChange: (rows: SubPartnerValues[]) => void;
  idOf: (key: number, field: SubPartnerField) => string;
  errorOf: (key: number, field: SubPartnerField, n: number) => string | null;
}) {
  const { LL } = useI18nContext();
  const say = LL.dcnet;
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = rows.length >= MEMBERSHIP_LIMITS.partners;

  const add = () => {
    const row = newSubPartner(rows);
    onChange([...rows, row]);
    setAnnouncement('');
    // After the render, when the new row's fields exist.
    focusLater(() => document.getElementById(idOf(row.key, 'company')));
  };
  const remove = (key: number) => {
    onChange(rows.filter((row) => row.key !== key));
    setAnnouncement(say.partnerRemoved());
    // After the render: the add button may have been disabled while the rows were full.
    focusLater(() => addButton.current);
  };
  const set = (key: number, field: SubPartnerField) => (value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <fieldset>
      <legend className="mb-1 text-base font-semibold text-gray-900">
        {say.partnersSection()}
      </legend>
      <p className="mb-3 text-sm text-gray-700">{say.partnersHint()}</p>
      {rows.length === 0 ? <p className="mb-3 text-gray-800">{say.noPartners()}</p> : null}
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.key}>
              <fieldset className="rounded border border-gray-300 p-4">
                <legend className="px-1 font-semibold text-gray-900">
                  {say.partnerRow({ n })}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {SUB_PARTNER_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      id={idOf(row.key, field)}
                      label={say.partnerField[field]()}
                      value={row[field]}
                      onChange={set(row.key, field)}
                      error={errorOf(row.key, field, n)}
                      required={REQUIRED.includes(field)}
                      {...INPUT[field]}
                    />
                  ))}
                </div>
                <button
                  type="button"
                  className={`${buttonSmall} mt-4`}
                  onClick={() => remove(row.key)}
                >
                  {say.removePartner({ n })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          className={buttonSecondary}
          onClick={add}
          disabled={full}
          aria-describedby={full ? 'sub-partners-full' : undefined}
        >
          {say.addPartner()}
        </button>
        {full ? (
          <p id="sub-partners-full" className="text-sm text-gray-700">
            {say.partnersFull({ max: MEMBERSHIP_LIMITS.partners })}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}
