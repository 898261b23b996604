import { useSearchParams } from 'react-router';

/** An address parameter's value as a positive whole number (an id), or null. */
export function positiveId(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The positive whole number in `?id=`, or null when it is missing or not one. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return positiveId(params.get(name));
}
