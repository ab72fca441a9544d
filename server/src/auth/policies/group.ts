import { fieldError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, scopeOf } from './repository';

export const groupPolicies = {
  /** A group of the caller's company; anything else is "no such group" on the given field. */
  'group.ofCompany': async (ctx: PolicyContext, groupIdx: number, field = 'groupIdx') => {
    const group = (await accessRepository.group.findInCompany(scopeOf(ctx), new Set([groupIdx]))).get(groupIdx);
    if (!group) throw fieldError(field, 'No such group.');
    return group;
  },
};
