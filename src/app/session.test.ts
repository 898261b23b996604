import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { endSession } from './session';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('ending a session', () => {
  it('clears the stored session at once and goes to /index after one second', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.username, 'partner@example.com');
    localStorage.setItem(STORAGE_KEYS.userInfo, '{}');
    const goToIndex = vi.fn();
    endSession(goToIndex);
    expect(localStorage.length).toBe(0);
    vi.advanceTimersByTime(999);
    expect(goToIndex).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToIndex).toHaveBeenCalledOnce();
  });
});
