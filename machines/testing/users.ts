import type { UserInfo } from '../../contract/auth';
import type { LoginAnswer } from '../session/session.machine';

/** The token of {@link loginAccepted}. */
export const TOKEN = 'tok-4f1c2b';

/**
 * A logged-in partner as login and `GET /user/home` describe them; the one user of the machine
 * and component tests. No permissions and no partner tier unless a test gives them.
 */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: 'partner@example.com',
    realname: 'Ana Lima',
    company: 'Harbour Networks',
    avatar: '',
    country: 'PT',
    telephone: '+351912345678',
    website: '',
    address: '',
    roles: ['partner'],
    permissions: [],
    partner_type: null,
    dcnet_id: null,
    create_time: '2026-01-10 08:00:00',
    last_login_time: null,
    ...overrides,
  };
}

/** A successful login answer. */
export function loginAccepted(user: UserInfo = testUser()): LoginAnswer {
  return { code: 1, msg: 'Login successful', data: { ...user, token: TOKEN } };
}
