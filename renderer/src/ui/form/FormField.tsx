import type { ReactNode } from 'react';
import { Field, type FieldProps } from '@fluentui/react-components';
import { type ControllerRenderProps, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from './formMessages';
import { useServerPath } from './SchemaForm';

export interface FormFieldProps {
  /** The form value this field edits. */
  name: string;
  label?: FieldProps['label'];
  required?: boolean;
  hint?: FieldProps['hint'];
  /** The command's input path(s) when not `name` (`task.taskName`). */
  serverPath?: string | readonly string[];
  /** Fields checked again when this one changes (their message depends on it). */
  deps?: readonly string[];
  className?: string;
}

/** A labelled field whose message is its form error, or the server's error for its input. */
export function FormField({
  name,
  label,
  required,
  hint,
  serverPath,
  deps,
  className,
  children,
}: FormFieldProps & {
  /** The control; a native one returns Field's render function to get the label and hint ids (axe: label). */
  children: (field: ControllerRenderProps<FieldValues, string>) => ReactNode | FieldProps['children'];
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control, rules: deps ? { deps: [...deps] } : undefined });
  useServerPath(name, serverPath);
  // The message follows the shown language.
  const { t } = useTranslation();
  const message = formErrorText(fieldState.error, t);
  return (
    <Field
      data-field={name}
      className={className}
      label={label}
      required={required}
      hint={hint}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {children(field)}
    </Field>
  );
}
