import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../contract/account';
import { flattenRoutes } from './route-list';

const entry = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name: title.replace(/\s/g, ''),
  path,
  hidden: false,
  meta: { title },
  ...extra,
});

describe('the route list fetched after login', () => {
  it('is flattened: nested groups become single paths', () => {
    const routes = flattenRoutes([
      entry('/personal', 'Personal', {
        component: 'Layout',
        children: [
          entry('quotation', 'Quotations'),
          entry('partner', 'Membership', {
            component: 'ParentView',
            children: [entry('distribution', 'Distribution'), entry('service', 'Service')],
          }),
        ],
      }),
      entry('/configurator', 'Configurator'),
    ]);
    expect(routes.map((route) => route.path)).toEqual([
      '/personal/quotation',
      '/personal/partner/distribution',
      '/personal/partner/service',
      '/configurator',
    ]);
    expect(routes[1]?.title).toBe('Distribution');
  });

  it('keeps absolute paths and external links, and hides what a hidden group holds', () => {
    const [grades, manual] = flattenRoutes([
      entry('/personal', 'Personal', {
        hidden: true,
        children: [entry('/personal/grades', 'Grades')],
      }),
      entry('manual', 'Manual', { meta: { title: 'Manual', link: 'https://docs.example.org/' } }),
    ]);
    expect(grades).toMatchObject({ path: '/personal/grades', hidden: true });
    expect(manual).toMatchObject({
      path: '/manual',
      link: 'https://docs.example.org/',
      hidden: false,
    });
  });
});
