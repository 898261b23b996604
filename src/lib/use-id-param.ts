import { useSearchParams } from 'react-router';

/** The positive whole number in `?id=`, or null when it is missing or not one. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
