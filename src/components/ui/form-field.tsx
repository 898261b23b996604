import type { ReactNode } from 'react';
import { inputClass } from './styles';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What every field shows around its control: label, hint, error, the required mark. */
export interface FieldFrame {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * A labelled field with an optional hint and its error shown beside it. The control is rendered
 * by `children`, which receives the ids to wire up.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  className = '',
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-brand">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId} className="text-sm text-gray-700">
          {hint}
        </div>
      ) : null}
      {children({ id, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input in a {@link FormField}. */
export function TextField({
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  dir,
  autoFocusInDialog,
  maxLength,
  children,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The longest text the field's contract keeps. */
  maxLength?: number;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Marks the first field of a dialog, which takes focus when the dialog opens. */
  autoFocusInDialog?: boolean;
  /** Controls beside the input, such as a send-code button. */
  children?: ReactNode;
}) {
  return (
    <FormField {...frame}>
      {(control) => {
        const input = (
          <input
            {...control}
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            dir={dir}
            data-autofocus={autoFocusInDialog ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={inputClass}
          />
        );
        return children ? (
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">{input}</div>
            {children}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
}

/** A select in a {@link FormField}; `options` in display order. */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  autoFocusInDialog,
  ...frame
}: Omit<FieldFrame, 'hint'> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Marks the field that takes focus when its dialog opens. */
  autoFocusInDialog?: boolean;
}) {
  return (
    <FormField {...frame}>
      {(control) => (
        <select
          {...control}
          value={value}
          data-autofocus={autoFocusInDialog ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox with its label on the same line. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand"
      />
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
}

/** A text area in a {@link FormField}, for texts of several lines. */
export function TextAreaField({
  value,
  onChange,
  rows = 3,
  maxLength,
  autoComplete,
  autoFocusInDialog,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  /** The longest text the field's contract keeps. */
  maxLength?: number;
  /** What the browser may fill in: `street-address`, which HTML allows only on many lines. */
  autoComplete?: string;
  /** The field a dialog focuses when it opens (Headless UI's `data-autofocus`). */
  autoFocusInDialog?: boolean;
}) {
  return (
    <FormField {...frame}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          autoComplete={autoComplete}
          data-autofocus={autoFocusInDialog ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** What a form knows of each of its fields: id, label, value, how to change it, its error. */
export interface FormFields<F extends string> {
  idOf: (field: F) => string;
  labelOf: (field: F) => string;
  values: Readonly<Record<F, string>>;
  set: (field: F) => (value: string) => void;
  errorOf: (field: F) => string | null;
}

/**
 * The props that tie one field of a form to its control: spread them into a
 * {@link TextField}, {@link SelectField} or {@link TextAreaField} and add what is particular to
 * the field (type, autocomplete, hint, required).
 */
export function fieldOf<F extends string>(form: FormFields<F>, field: F) {
  return {
    id: form.idOf(field),
    label: form.labelOf(field),
    value: form.values[field],
    onChange: form.set(field),
    error: form.errorOf(field),
  };
}
