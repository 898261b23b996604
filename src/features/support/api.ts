import { useMutation, useQuery } from '@tanstack/react-query';
import type { CertificateVerifyForm, SnCheckForm } from '../../../contract/lookups';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { useApi } from '../../lib/api/api-context';
import { responseData } from '../../lib/api/client';
import { dataQuery } from '../../lib/api/query';
import { PUBLIC_SCOPE, USER_SCOPE } from '../../lib/api/query-keys';

export const supportKeys = {
  captcha: (lang: string, generation: number) =>
    [PUBLIC_SCOPE, 'captcha', lang, generation] as const,
  overseasPartner: () => [USER_SCOPE, 'overseas-partner'] as const,
};

/**
 * A captcha (GET /v2/common/captcha); each `generation` is a new one, as the server accepts
 * each captcha once. It is never reused from the cache.
 */
export function useCaptcha(generation: number) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: supportKeys.captcha(lang, generation),
    queryFn: dataQuery(api.training.captcha.query, {}),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Whether the logged-in user is an overseas service partner; asked only with a token. */
export function useOverseasPartner() {
  const api = useApi();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: supportKeys.overseasPartner(),
    queryFn: dataQuery(api.checks.isOverseasPartner.query, {}),
    enabled: isLoggedIn,
  });
}

/** Certificate verification (POST /certificate/verify); the form shows a refusal itself. */
export function useCertificateCheck() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: CertificateVerifyForm) =>
      api.content.verifyCertificate.mutate({ body, inline: true }).then(responseData),
  });
}

/** The serial-number check (POST /sn/check); the form shows a refusal itself. */
export function useSnCheck() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SnCheckForm) =>
      api.content.checkSn.mutate({ body, inline: true }).then(responseData),
  });
}
