import { and, eq } from 'drizzle-orm';
import { groups } from '../../db/schema';
import { fieldError } from '../../errors';
import type { PolicyContext } from './context';

export const groupPolicies = {
  /** A group of the caller's company; anything else is "no such group" on the given field. */
  'group.ofCompany': async (ctx: PolicyContext, groupIdx: number, field = 'groupIdx') => {
    const rows = await ctx.db
      .select()
      .from(groups)
      .where(and(eq(groups.companyIdx, ctx.auth.companyIdx), eq(groups.groupIdx, groupIdx)))
      .limit(1);
    const group = rows[0];
    if (!group) throw fieldError(field, 'No such group.');
    return group;
  },
};
