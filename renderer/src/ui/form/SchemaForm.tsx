import { createContext, type FormHTMLAttributes, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { type FieldPath, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { fieldErrorFor, fieldErrorsCover } from '../fieldErrors';
import { handleApiError } from '../feedback';
import { SERVER_ERROR_TYPE } from './formMessages';

/** Form fields tell the form which server input path they show (`task.taskName` for the field `name`). */
const FieldRegistry = createContext<(name: string, serverPaths: readonly string[]) => () => void>(() => () => undefined);

/** A field's registration of its server path, so a failed command's details appear under it. */
export function useServerPath(name: string, serverPath: string | readonly string[] | undefined): void {
  const register = useContext(FieldRegistry);
  const paths = typeof serverPath === 'string' ? serverPath : (serverPath?.join(' ') ?? name);
  useEffect(() => register(name, paths.split(' ')), [register, name, paths]);
}

export interface SchemaFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Runs on valid input; throws the command's error when it fails. */
  onSubmit(values: Output): Promise<void>;
  /** An error the fields do not show, shown the one way (the error popup) unless the form says otherwise. */
  onUnshownError?(error: unknown): void;
  /** The input failed the schema (its messages are under the fields and the first is focused). */
  onInvalid?(): void;
  children: ReactNode;
  className?: string;
  testId?: string;
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'children'>;
}

/**
 * The form element every form uses: validation by its schema, submit through react-hook-form (busy while
 * it runs), and the server's field errors (WB-400-212 details) set on the fields that show them; what no
 * field shows goes to the error popup.
 */
export function SchemaForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onUnshownError = handleApiError,
  onInvalid,
  children,
  className,
  testId,
  formProps,
}: SchemaFormProps<Values, Output>) {
  const paths = useRef(new Map<string, readonly string[]>());
  const register = useCallback((name: string, serverPaths: readonly string[]) => {
    paths.current.set(name, serverPaths);
    return () => void paths.current.delete(name);
  }, []);

  const submitted = async (values: Output) => {
    try {
      await onSubmit(values);
    } catch (error) {
      for (const [name, serverPaths] of paths.current) {
        const message = serverPaths.map((path) => fieldErrorFor(error, path)).find(Boolean);
        if (message) form.setError(name as FieldPath<Values>, { type: SERVER_ERROR_TYPE, message });
      }
      if (!fieldErrorsCover(error, [...paths.current.values()].flat())) onUnshownError(error);
    }
  };

  return (
    <FormProvider {...form}>
      <FieldRegistry.Provider value={register}>
        <form
          {...formProps}
          className={className}
          noValidate
          onSubmit={(e) => void form.handleSubmit(submitted, onInvalid)(e)}
          data-testid={testId}
        >
          {children}
        </form>
      </FieldRegistry.Provider>
    </FormProvider>
  );
}
