import { type BoardPost, POST_CONTENT_MAX_BYTES } from '@boda/contract';
import { z } from 'zod';
import { hasRichContent, richTextBytes } from '../messages';
import { localDay, periodBounds, periodProblem } from './period';

const issue = (ctx: z.RefinementCtx, path: 'start' | 'end', key: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: `board:form.${key}` });

/** The post form: a title, content that says something and fits, and (where the board publishes) a period in range. */
export function postFormSchema(publishUse: boolean, range: { min: string; max: string }) {
  return z
    .object({
      title: z.string().trim().min(1, 'board:form.enterTitle'),
      body: z
        .string()
        .refine(hasRichContent, 'board:form.enterContent')
        .refine((html) => richTextBytes(html) <= POST_CONTENT_MAX_BYTES, 'board:form.tooLong'),
      start: z.string(),
      end: z.string(),
    })
    .superRefine(({ start, end }, ctx) => {
      if (!publishUse) return;
      const problem = periodProblem(start, end, range.min, range.max);
      if (problem === 'required') issue(ctx, start === '' ? 'start' : 'end', 'periodRequired');
      else if (problem === 'order') issue(ctx, 'end', 'periodOrder');
      else if (problem === 'range') issue(ctx, start < range.min ? 'start' : 'end', 'periodRange');
    });
}

/** The form's start: the post as it is, or a new one published from today for the default days. */
export function postDefaults(post: BoardPost | undefined, now = new Date()) {
  const bounds = periodBounds(now);
  const start = post?.publishStartDatetime ? localDay(new Date(post.publishStartDatetime)) : bounds.start;
  return {
    values: {
      title: post?.title ?? '',
      body: post?.content ?? '',
      start,
      end: post?.publishEndDatetime ? localDay(new Date(post.publishEndDatetime)) : bounds.end,
    },
    // An edit may keep a start already past.
    range: { min: post && start < bounds.min ? start : bounds.min, max: bounds.max },
  };
}
