import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form hook: react-hook-form checked by a zod schema built from the contract's field schemas
 * (userNameSchema, phoneSchema, ...), so the form and the server apply the same rules. Fields say what
 * is wrong after the first submit and then as the user corrects them (or, with mode 'all', once visited).
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** 'all': a form whose submit stays disabled until it is valid says what is wrong as each field is changed or left. */
  { mode = 'onSubmit' }: { mode?: 'onSubmit' | 'all' } = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's overloads cannot follow a generic schema; its input and output are the schema's.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    mode,
    reValidateMode: 'onChange',
  });
}
