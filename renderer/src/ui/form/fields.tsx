import {
  Checkbox,
  type InputProps,
  Input,
  Radio,
  RadioGroup,
  type RadioGroupProps,
  Select,
  Switch,
  Textarea,
  type TextareaProps,
} from '@fluentui/react-components';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

/* The small field helpers a form is written in: each is a FormField around one Fluent control. */

/** A value whose change moves other values too (a school level resets the grade, a start moves the end): it sets them itself. */
type Choice = { onValue?(value: string): void };

type TextProps = FormFieldProps &
  Choice & {
    testId: string;
    /** Cleans what is typed before it is stored (digits only for a phone). */
    parse?: (typed: string) => string;
    input?: Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'name'>;
  };

export function TextField({ testId, parse, input, onValue, ...field }: TextProps) {
  return (
    <FormField {...field}>
      {({ value, onChange, onBlur, ref, name, disabled }) => (
        <Input
          {...input}
          ref={ref}
          name={name}
          disabled={disabled ?? input?.disabled}
          value={String(value ?? '')}
          onChange={(_e, d) => (onValue ?? onChange)(parse ? parse(d.value) : d.value)}
          onBlur={onBlur}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({
  testId,
  input,
  ...field
}: FormFieldProps & { testId: string; input?: Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'name'> }) {
  return (
    <FormField {...field}>
      {({ value, onChange, onBlur, ref, name }) => (
        <Textarea
          {...input}
          ref={ref}
          name={name}
          value={String(value ?? '')}
          onChange={(_e, d) => onChange(d.value)}
          onBlur={onBlur}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}

export interface FieldOption {
  value: string;
  label: string;
  testId?: string;
}

export function SelectField({
  testId,
  options,
  disabled,
  onValue,
  ...field
}: FormFieldProps & Choice & { testId: string; options: readonly FieldOption[]; disabled?: boolean }) {
  return (
    <FormField {...field}>
      {({ value, onChange, onBlur, ref, name }) => (
        <Select
          ref={ref}
          name={name}
          value={String(value ?? '')}
          disabled={disabled}
          onChange={(_e, d) => (onValue ?? onChange)(d.value)}
          onBlur={onBlur}
          data-testid={testId}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function RadioField({
  testId,
  options,
  onValue,
  layout = 'horizontal',
  ...field
}: FormFieldProps & Choice & { testId?: string; options: readonly FieldOption[]; layout?: RadioGroupProps['layout'] }) {
  return (
    <FormField {...field}>
      {({ value, onChange, ref }) => (
        <RadioGroup
          ref={(group) => ref(group && { focus: () => group.querySelector('input')?.focus() })}
          layout={layout}
          value={String(value ?? '')}
          onChange={(_e, d) => (onValue ?? onChange)(d.value)}
          data-testid={testId}
        >
          {options.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} data-testid={o.testId} />
          ))}
        </RadioGroup>
      )}
    </FormField>
  );
}

/** A switch that stands alone (no Field around it: it carries its own label and never a message). */
export function SwitchField({ name, label, testId }: { name: string; label: string; testId: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange } }) => (
        <Switch ref={ref} checked={value === true} onChange={(_e, d) => onChange(d.checked)} label={label} data-testid={testId} />
      )}
    />
  );
}

/** A checkbox that stands alone (it carries its own label and never a message). */
export function CheckboxField({ name, label, testId, deps }: { name: string; label: string; testId: string; deps?: readonly string[] }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps: [...deps] } : undefined}
      render={({ field: { ref, value, onChange } }) => (
        <Checkbox
          ref={ref}
          checked={value === true}
          onChange={(_e, d) => onChange(d.checked === true)}
          label={label}
          data-testid={testId}
        />
      )}
    />
  );
}
