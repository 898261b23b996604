import { afterEach, describe, expect, it, vi } from 'vitest';
import { passes, type AccessRule } from './access';

const partner = { roles: ['partner', 'DC-DPP'], permissions: ['project:register'] };

afterEach(() => vi.restoreAllMocks());

describe('visibility rules', () => {
  it('let a user through with any of the roles or permissions asked for', () => {
    expect(passes(partner, { role: 'partner' })).toBe(true);
    expect(passes(partner, { role: ['admin', 'DC-DPP'] })).toBe(true);
    expect(passes(partner, { role: 'DC-ASP' })).toBe(false);
    expect(passes(partner, { permission: 'project:register' })).toBe(true);
    expect(passes(partner, { permission: ['sn:query'] })).toBe(false);
  });

  it("let role 'admin' pass every role check and '*:*:*' every permission check", () => {
    const admin = { roles: ['admin'], permissions: ['*:*:*'] };
    expect(passes(admin, { role: 'DC-ASP' })).toBe(true);
    expect(passes(admin, { permission: 'sn:query' })).toBe(true);
    expect(passes({ roles: ['admin'], permissions: [] }, { permission: 'sn:query' })).toBe(false);
  });

  it('need both when a rule names a role and a permission', () => {
    expect(passes(partner, { role: 'partner', permission: 'project:register' })).toBe(true);
    expect(passes(partner, { role: 'partner', permission: 'sn:query' })).toBe(false);
  });

  it('let nobody through when nobody is logged in', () => {
    expect(passes(null, { role: 'partner' })).toBe(false);
    expect(passes(null, { permission: 'project:register' })).toBe(false);
  });

  it('throw in development and tests for a rule without a value', () => {
    expect(() => passes(partner, {} as AccessRule)).toThrow(TypeError);
    expect(() => passes(partner, { role: '' })).toThrow(TypeError);
    expect(() => passes(partner, { permission: [] })).toThrow(TypeError);
  });

  it('hide the element in production for a rule without a value, and log the mistake', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(passes(partner, { role: [] }, false)).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });
});
