import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useState } from 'react';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A MUI text field bound to a Formik field; the Yup message shows once the field is touched. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      fullWidth
      {...props}
      {...field}
      id={props.id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}

/** A password field with a show/hide toggle. */
export function FormPasswordField(props: FormTextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
