import type { UserInfo } from '../../contract/auth';
import type { LoginAnswer } from '../session/session.machine';

export const TOKEN = 'tok-4f1c2b';

/** A partner as login and `GET /user/home` return it. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 5,
    username: 'partner@example.com',
    realname: 'Ana Lima',
    company: 'Harbour Networks',
    avatar: '',
    country: 'PT',
    telephone: '+351912345678',
    website: '',
    address: '',
    roles: ['partner'],
    permissions: ['order:view'],
    partner_type: 'DC-DPP',
    dcnet_id: null,
    create_time: '2026-01-10 08:00:00',
    last_login_time: null,
    ...overrides,
  };
}

/** A successful login answer. */
export function loginAccepted(user: UserInfo = userInfo()): LoginAnswer {
  return { code: 1, msg: 'Login successful', data: { ...user, token: TOKEN } };
}
