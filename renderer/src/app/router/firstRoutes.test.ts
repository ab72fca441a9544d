import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { isCompanyLoginPath, PUBLIC_TOP_PATHS } from './firstRoutes';
import { routes } from './routes';

/** The first path segments a route list answers, through pathless layouts; parameters and splats left out. */
function staticTopSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    if (route.path === undefined) return staticTopSegments(route.children ?? []);
    const first = route.path.split('/')[0];
    return first.startsWith(':') || first === '*' ? [] : [first];
  });
}

describe('first routes', () => {
  it("name every top-level path of the route map other than a company's", () => {
    expect(staticTopSegments(routes[0].children ?? []).sort()).toEqual([...PUBLIC_TOP_PATHS].sort());
  });

  it('take /{companyId} alone as a company login page, not the public pages or a deeper path', () => {
    expect(isCompanyLoginPath('/demo')).toBe(true);
    expect(isCompanyLoginPath('/demo/')).toBe(true);
    for (const path of ['/', '/intro', '/Terms', '/classroom/', '/demo/room/list', '/demo/manage'])
      expect(isCompanyLoginPath(path)).toBe(false);
  });
});
