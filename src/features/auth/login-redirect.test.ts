import { describe, expect, it } from 'vitest';
import { loginRedirect } from './login-page';

describe('where a login on the login page leads', () => {
  it('goes back to the address of this site the visitor was sent from', () => {
    expect(loginRedirect('?redirect=%2Fbackoffice%2Forders%3Fwaiting%3Dpayment')).toBe(
      '/backoffice/orders?waiting=payment',
    );
  });

  it('goes home without one, and never to another origin', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https%3A%2F%2Fevil.example',
      '?redirect=%2F%2Fevil.example',
      '?redirect=%2F%5Cevil.example',
      '?redirect=javascript%3Aalert(1)',
    ]) {
      expect(loginRedirect(search)).toBe('/index');
    }
  });
});
