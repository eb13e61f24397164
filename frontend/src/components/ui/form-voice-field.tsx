import { useField, useFormikContext } from 'formik';
import { useCallback } from 'react';

import { VoiceTextArea, type VoiceTextAreaProps } from './voice-text-area';

export type FormVoiceFieldProps = Omit<VoiceTextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A VoiceTextArea bound to a Formik field; the Yup message shows once the field is touched. */
export function FormVoiceField({ name, helperText, ...props }: FormVoiceFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  // Formik's own setter is stable, so an unchanged field is not rendered again on every keystroke.
  const { setFieldValue } = useFormikContext();
  const showError = meta.touched && Boolean(meta.error);
  const onChange = useCallback((next: string) => void setFieldValue(name, next), [setFieldValue, name]);
  return (
    <VoiceTextArea
      {...props}
      name={name}
      id={props.id ?? `field-${name}`}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={field.onBlur}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
