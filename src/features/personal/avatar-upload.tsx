import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { IMAGE_UPLOAD } from '../../../contract/common';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { useUploadAvatar } from './api';
import { AVATAR_MAX_BYTES, avatarProblem, type AvatarProblem } from './avatar-file';

const MAX_KB = Math.round(AVATAR_MAX_BYTES / 1024);

/** The user's picture, or their initial on the brand colour when they have none. */
export function AvatarImage({ src, name, alt }: { src: string; name: string; alt: string }) {
  return src ? (
    <img src={src} alt={alt} className="size-24 shrink-0 rounded-full bg-gray-100 object-cover" />
  ) : (
    <span
      role="img"
      aria-label={alt}
      className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-brand text-4xl text-white"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The picture and how to change it: a chosen file is checked here as the server will check it
 * (an image by its first bytes, at most 500 kB) and shown as a preview; it is sent only when
 * the user saves it, and the new picture is shown only once the server has stored it.
 */
export function AvatarUpload({ avatar, name }: { avatar: string; name: string }) {
  const { LL } = useI18nContext();
  const say = LL.personalCentre.avatar;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const problemText = (key: AvatarProblem) =>
    key === 'unreadable' ? say.unreadable() : say[key]({ maxKb: MAX_KB });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChosen(null);
    setProblem(null);
    if (!file) return;
    const found = await avatarProblem(file);
    if (found) {
      setProblem(problemText(found));
      event.target.value = '';
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const cancel = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };
  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: (message) => {
        notify.success(message);
        cancel();
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {chosen ? (
        <img
          src={chosen.url}
          alt={say.preview()}
          className="size-24 shrink-0 rounded-full border-2 border-brand object-cover"
        />
      ) : (
        <AvatarImage src={avatar} name={name} alt={say.alt({ name })} />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
          {say.choose()}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-gray-700">
          {say.hint({ maxKb: MAX_KB })}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD.types.join(',')}
          aria-describedby={`${inputId}-hint${problem ? ` ${errorId}` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void choose(event)}
          className="block w-full max-w-full text-sm file:me-3 file:rounded file:border file:border-gray-500 file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-gray-900"
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        {chosen ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonPrimary}
              onClick={save}
              disabled={upload.isPending}
            >
              {upload.isPending ? say.saving() : say.save()}
            </button>
            <button type="button" className={buttonSecondary} onClick={cancel}>
              {say.cancel()}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
