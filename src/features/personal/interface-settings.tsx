import { useId } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { UI_SIZES, type UiSize } from '../../lib/ui-settings';

/** The display settings of the personal area: the size of its text and controls. */
export function InterfaceSettingsForm({
  size,
  onSizeChange,
}: {
  size: UiSize;
  onSizeChange: (size: UiSize) => void;
}) {
  const { LL } = useI18nContext();
  const name = useId();
  const labels: Record<UiSize, string> = {
    large: LL.personalCentre.frame.sizeLarge(),
    default: LL.personalCentre.frame.sizeDefault(),
    small: LL.personalCentre.frame.sizeSmall(),
  };
  return (
    <section
      aria-labelledby={`${name}-title`}
      className="mt-6 border-t border-gray-200 pt-4 text-sm"
    >
      <h2 id={`${name}-title`} className="mb-2 font-semibold text-gray-900">
        {LL.personalCentre.frame.settings()}
      </h2>
      <fieldset>
        <legend className="mb-1 text-gray-800">{LL.personalCentre.frame.size()}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {UI_SIZES.map((option) => (
            <label key={option} className="inline-flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name={name}
                value={option}
                checked={size === option}
                onChange={() => onSizeChange(option)}
                className="size-4 accent-brand"
              />
              {labels[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
