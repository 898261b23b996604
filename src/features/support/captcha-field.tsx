import { useEffect } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { TextField } from '../../components/ui/form-field';
import { buttonSmall } from '../../components/ui/styles';
import { useCaptcha } from './api';

/**
 * The captcha of the public lookups: the image, its question as text for people who cannot see
 * it, a button for a new one, and the answer field. `generation` asks for a new captcha (the
 * server accepts each one once); `onUuid` reports the captcha being answered.
 */
export function CaptchaField({
  id,
  value,
  onChange,
  error,
  generation,
  onUuid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  generation: number;
  onUuid: (uuid: string) => void;
}) {
  const { LL } = useI18nContext();
  const captcha = useCaptcha(generation);
  const uuid = captcha.data?.uuid;
  useEffect(() => {
    if (uuid) onUuid(uuid);
  }, [uuid, onUuid]);
  const question = captcha.data?.question ?? '';

  return (
    <TextField
      id={id}
      label={LL.captcha.label()}
      value={value}
      onChange={onChange}
      error={error}
      required
      inputMode="numeric"
      autoComplete="off"
      hint={
        <div className="flex flex-wrap items-center gap-3">
          {captcha.data ? (
            <img
              src={captcha.data.img}
              alt={question}
              className="h-14 rounded border border-gray-300 bg-white"
            />
          ) : (
            <span className="inline-block h-14 w-40 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
          )}
          <button
            type="button"
            className={buttonSmall}
            onClick={() => void captcha.refetch()}
            disabled={captcha.isFetching}
          >
            {LL.captcha.refresh()}
          </button>
        </div>
      }
    />
  );
}
