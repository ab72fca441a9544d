import { lazy, Suspense } from 'react';
import { FormField, type FormFieldProps } from '../../ui/form';

const LazyRichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/** A form value that is rich content (its HTML), with its message under it; the editor (Tiptap) loads on first use. */
export function RichTextField({ initialHtml, placeholder, ...field }: FormFieldProps & { initialHtml: string; placeholder: string }) {
  return (
    <FormField {...field}>
      {({ onChange, ref }) => (
        // An invalid submit focuses the editable area.
        <div ref={(box) => ref(box && { focus: () => box.querySelector<HTMLElement>('[contenteditable]')?.focus() })}>
          <Suspense fallback={null}>
            <LazyRichTextEditor initialHtml={initialHtml} placeholder={placeholder} onChange={(html) => onChange(html)} />
          </Suspense>
        </div>
      )}
    </FormField>
  );
}
