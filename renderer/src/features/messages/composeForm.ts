import { MESSAGE_CONTENTS_MAX_BYTES } from '@boda/contract';
import { z } from 'zod';
import type { PickedUser } from '../../ui/UserPicker';
import { hasRichContent, richTextBytes } from './richText';
import type { ComposeInitial } from './types';

/** The compose form: a title, at least one receiver, and a body that says something and fits message.SAVE. */
export const composeFormSchema = z.object({
  title: z.string().trim().min(1, 'validation:required'),
  receivers: z.array(z.custom<PickedUser>()).min(1, 'validation:required'),
  body: z
    .string()
    .refine(hasRichContent, 'validation:required')
    .refine((html) => richTextBytes(html) <= MESSAGE_CONTENTS_MAX_BYTES, 'messages:compose.tooLong'),
});

export function composeDefaults(initial: ComposeInitial | undefined): z.input<typeof composeFormSchema> {
  return { title: initial?.title ?? '', receivers: initial?.receivers ?? [], body: initial?.contents ?? '' };
}
