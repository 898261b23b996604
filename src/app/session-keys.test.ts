import { storedUserShape } from 'virtual:contract-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { testUser } from '../../machines/testing/users';
import { STORAGE_KEYS } from '../lib/storage';
import { browserSessionKeys, restorableSession } from './session-keys';
import { browserSessionStore } from './session-store';

const TOKEN = 'tok-stored';
const USERNAME = 'partner@example.com';

function store(items: Partial<Record<keyof typeof STORAGE_KEYS, string>>): void {
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}

beforeEach(() => localStorage.clear());

describe('the stored session read without the schema', () => {
  it('is none without a token', () => {
    store({
      username: USERNAME,
      userInfo: JSON.stringify(testUser()),
      userInfoShape: storedUserShape,
    });
    expect(restorableSession()).toBeNull();
  });

  it('opens with user info that this build checked when it was stored', () => {
    browserSessionStore.setToken(TOKEN);
    browserSessionStore.setUsername(USERNAME);
    browserSessionStore.setUserInfo(testUser());
    expect(restorableSession()).toEqual({ token: TOKEN, username: USERNAME, user: testUser() });
  });

  it('opens without user info when none is stored, as the machine restores it', () => {
    store({ token: TOKEN, username: USERNAME });
    expect(restorableSession()).toEqual({ token: TOKEN, username: USERNAME, user: null });
  });

  const unchecked = {
    'stored before its check was recorded': { userInfo: JSON.stringify(testUser()) },
    'checked by another schema': {
      userInfo: JSON.stringify(testUser()),
      userInfoShape: '0123456789abcdef',
    },
    'not JSON under this build’s mark': { userInfo: '{"id":', userInfoShape: storedUserShape },
  };
  for (const [name, items] of Object.entries(unchecked)) {
    it(`leaves user info ${name} to the machine`, () => {
      store({ token: TOKEN, username: USERNAME, ...items });
      expect(restorableSession()).toBeNull();
    });
  }
});

describe('the check of stored user info', () => {
  it('marks user info that matches the contract as it is stored, and unmarks other', () => {
    browserSessionStore.setUserInfo(testUser());
    expect(localStorage.getItem(STORAGE_KEYS.userInfoShape)).toBe(storedUserShape);

    browserSessionStore.setUserInfo({ ...testUser(), roles: 'partner' } as never);
    expect(localStorage.getItem(STORAGE_KEYS.userInfoShape)).toBeNull();
    expect(browserSessionStore.getUserInfo()).toBeNull();
  });

  it('marks user info a former build stored once the machine has read it, for the next visit', () => {
    store({ token: TOKEN, username: USERNAME, userInfo: JSON.stringify(testUser()) });
    expect(restorableSession()).toBeNull();
    expect(browserSessionStore.getUserInfo()).toEqual(testUser());
    expect(restorableSession()?.user).toEqual(testUser());
  });

  it('takes the mark away with the user info', () => {
    browserSessionStore.setUserInfo(testUser());
    browserSessionKeys.removeUserInfo();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfoShape)).toBeNull();
  });
});
