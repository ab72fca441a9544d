export { FormDialog, type FormDialogProps } from './FormDialog';
export { FormField, type FormFieldProps } from './FormField';
export { FileField, type FileFieldProps } from './FileField';
export { CheckboxField, type FieldOption, RadioField, SelectField, SwitchField, TextAreaField, TextField } from './fields';
export { formErrorText } from './formMessages';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { useSchemaForm } from './useSchemaForm';
