import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EditUserInfoForm } from '../../../contract/account';
import type { UserInfo } from '../../../contract/auth';
import { useSession, useSessionEvents } from '../../app/session-provider';
import { responseData } from '../../lib/api/client';
import { useApi } from '../../lib/api/api-context';
import { dataQuery } from '../../lib/api/query';
import { personalKeys } from './keys';
import { flattenRoutes, type FlatRoute } from './route-list';

export { personalKeys } from './keys';

/** Whether the session's user already says all that the stored one does. */
function sameUser(known: UserInfo | null, stored: UserInfo): boolean {
  if (!known) return false;
  return (Object.keys(stored) as (keyof UserInfo)[]).every(
    (key) => JSON.stringify(known[key]) === JSON.stringify(stored[key]),
  );
}

/** What the user may open, as one text: the roles and permissions, each sorted. */
function accessOf(user: UserInfo | null): string {
  if (!user) return '';
  return JSON.stringify([[...user.roles].sort(), [...user.permissions].sort()]);
}

/**
 * The routes the server lets this user open (GET /getRouters), fetched once after login, and
 * again when the user's roles or permissions change, flattened into single paths. A server
 * without the call leaves the menus to their own entries, so its failure shows no toast.
 */
export function useRouteList() {
  const api = useApi();
  const { isLoggedIn, user } = useSession();
  return useQuery<FlatRoute[], Error, FlatRoute[], ReturnType<typeof personalKeys.routes>>({
    queryKey: personalKeys.routes(accessOf(user)),
    queryFn: (context) =>
      dataQuery(api.account.routers.query, { inline: true })(context).then((entries) =>
        flattenRoutes(entries),
      ),
    enabled: isLoggedIn,
    staleTime: Infinity,
    // The menus keep the screens they show until the new list has come.
    placeholderData: keepPreviousData,
  });
}

/**
 * The personal home (GET /user/home): the user as stored now and the counts of their records,
 * asked for once a page load by the header's account menu and again by the personal home. The
 * user it answers becomes the session's, so what head office has changed since the login (a
 * tier given with an approved application, docs/partner-programme.md) shows on the next page
 * load without logging in again: the screens and menus follow the new roles and permissions.
 * Its failure shows no toast: the personal home says it in place, and elsewhere the session
 * goes on with the user it has.
 */
export function useHome() {
  const api = useApi();
  const { user } = useSession();
  const tellSession = useSessionEvents();
  const home = useQuery({
    queryKey: personalKeys.home(),
    queryFn: dataQuery(api.account.home.query, { inline: true }),
  });
  const stored = home.data?.userinfo;
  useEffect(() => {
    // Told only when it differs: the session's runtime is not loaded for nothing.
    if (stored && !sameUser(user, stored))
      tellSession({ type: 'session.user.update', user: stored });
  }, [stored, user, tellSession]);
  return home;
}

/** What the profile still lacks (GET /v2/user/checkInfoIsComplete). */
export function useInfoComplete() {
  const api = useApi();
  return useQuery({
    queryKey: personalKeys.infoComplete(),
    queryFn: dataQuery(api.checks.infoIsComplete.query, {}),
  });
}

/**
 * Tells the session and the home about the user as the server now stores them (the header's
 * name and picture follow), and checks the profile again.
 */
function useUserChanged() {
  const tellSession = useSessionEvents();
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    tellSession({ type: 'session.user.update', user });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: personalKeys.home() }),
      queryClient.invalidateQueries({ queryKey: personalKeys.infoComplete() }),
    ]);
  };
}

/**
 * Replaces the avatar (POST /user/uploadhead). Resolves with the server's message once it has
 * stored the picture; a refusal is shown beside the picture, not as a toast.
 */
export function useUploadAvatar() {
  const api = useApi();
  const { user } = useSession();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await api.account.uploadHead.mutate({ body: { file }, inline: true });
      const { avatar } = responseData(response);
      if (user) await changed({ ...user, avatar });
      return response.body.msg;
    },
  });
}

/**
 * Saves the profile (POST /user/edituserinfo). Resolves with the server's message once the
 * profile is stored; a refusal is shown in the form.
 */
export function useEditProfile() {
  const api = useApi();
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (form: EditUserInfoForm) => {
      const response = await api.account.editUserInfo.mutate({ body: form, inline: true });
      await changed(responseData(response));
      return response.body.msg;
    },
  });
}
