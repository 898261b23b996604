import type { ChangeEvent, Ref } from 'react';
import type { UploadRule } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatList } from '../../lib/intl';
import type { ControlProps } from './form-field';
import { buttonSecondary } from './styles';

/** What the chooser offers: the rule's media types and extensions. */
function acceptOf(rule: UploadRule): string {
  return [...rule.types, ...rule.extensions.map((extension) => `.${extension}`)].join(',');
}

/** The names of the chosen files, as the page's language lists them. */
function namesOf(chosen: readonly Blob[], lang: string): string {
  return formatList(
    chosen.flatMap((blob) => (blob instanceof File && blob.name ? [blob.name] : [])),
    lang,
  );
}

/**
 * A file input that speaks the page's language. The browser draws its own button and "No file
 * chosen" in the browser's language, whatever the page's; here the input stays the control (it
 * takes focus, opens the chooser on Space or Enter, and carries the field's label, hint and
 * error) but is drawn as a button in the page's words, with the chosen files' names beside it.
 * The button is a second label of the input, so that its words are in the input's name too.
 */
export function FileInput({
  control,
  rule,
  multiple = false,
  chosen,
  onChange,
  inputRef,
}: {
  /** The field's wiring ({@link FormField}), or the same made by hand. */
  control: ControlProps;
  /** The files the server takes, which the chooser offers. */
  rule: UploadRule;
  multiple?: boolean;
  /** What the input holds now, as its owner keeps it. */
  chosen: readonly Blob[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const names = namesOf(chosen, lang);
  return (
    <div className="relative flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        {...control}
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept={acceptOf(rule)}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={control.id}
        className={`${buttonSecondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-aria-[invalid=true]:border-red-700`}
      >
        {multiple ? LL.forms.chooseFiles() : LL.forms.chooseFile()}
      </label>
      <span className="min-w-0 text-sm break-all text-gray-800">
        {names ? <bdi>{names}</bdi> : LL.forms.noFileChosen()}
      </span>
    </div>
  );
}
