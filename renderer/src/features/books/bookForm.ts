import { bookDescInput, bookNameSchema } from '@boda/contract';
import { z } from 'zod';
import { type BookSource, checkImages, checkPdfs, type ChosenPdf } from './bookFiles';
import { BOOK_TABS, type BookTab } from './bookTabs';

/**
 * The book dialog's form: the contract's name and description rules, the tab, and (registering) the
 * files with the contract's upload and book rules (bookFiles.ts). The files sit in their own object so
 * their check runs whether or not the name is valid: the dialog says everything wrong at once.
 */
export function bookFormSchema(registering: boolean) {
  return z.object({
    bookName: z.string().trim().min(1, 'books:form.nameRequired').pipe(bookNameSchema),
    bookDesc: bookDescInput,
    tab: z.enum(BOOK_TABS as [BookTab, ...BookTab[]]),
    files: z
      .object({
        source: z.enum(['pdf', 'images'] satisfies BookSource[]),
        pdfs: z.array(z.custom<ChosenPdf>()),
        customNamed: z.boolean(),
        images: z.array(z.custom<File>()),
      })
      .superRefine((files, ctx) => {
        if (!registering) return;
        if (files.source === 'images') {
          const { problem } = checkImages(files.images);
          if (problem) ctx.addIssue({ code: 'custom', path: ['images'], message: problem });
          return;
        }
        const check = checkPdfs(files.pdfs, files.customNamed);
        // A file's own problem stands beside that file; the field then only takes the focus.
        if (check.overall !== null || check.perFile.size > 0)
          ctx.addIssue({ code: 'custom', path: ['pdfs'], message: check.overall ?? '' });
      }),
  });
}

export type BookFormValues = z.input<ReturnType<typeof bookFormSchema>>;
