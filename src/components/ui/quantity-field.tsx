import { FormField, type FieldFrame } from './form-field';
import { inputClass } from './styles';

/**
 * A quantity typed as digits: a narrow input with a numeric keyboard on phones, its label, and
 * its error beside it. `onCommit` runs when the user leaves the field or presses Enter.
 */
export function QuantityField({
  value,
  onChange,
  onCommit,
  labelHidden = false,
  disabled = false,
  ...frame
}: Omit<FieldFrame, 'required' | 'className'> & {
  value: string;
  onChange: (value: string) => void;
  onCommit?: () => void;
  /** The label is read by screen readers only (a table whose column names the field). */
  labelHidden?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField {...frame} className={labelHidden ? '[&>label]:sr-only' : ''}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onCommit) {
              event.preventDefault();
              onCommit();
            }
          }}
          className={`${inputClass} max-w-32 text-end`}
        />
      )}
    </FormField>
  );
}
