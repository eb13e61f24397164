import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { COMPARABLE_STATUSES } from '../api/types';
import { statusLabels } from '../format';
import { ADDRESS_MAX_LENGTH, type ComparableDraft, type ComparableTextField, today } from '../schemas';
import type { ComparablesDraft } from '../use-comparables-draft';

/** What a row's boxes do; the same functions on every render. */
export type RowActions = Pick<ComparablesDraft['actions'], 'update' | 'touch' | 'remove'>;

interface FieldMeta {
  label: string;
  /** The column heading of the wide table. */
  heading: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  type?: 'date';
}

export const comparableFields: Record<ComparableTextField, FieldMeta> = {
  address: { label: 'Address', heading: 'Address', placeholder: '14 Elm St' },
  price: { label: 'Price', heading: 'Price', inputMode: 'decimal', placeholder: '$489,000' },
  date: { label: 'Date', heading: 'Date', type: 'date' },
  squareFeet: { label: 'Square feet', heading: 'Sq ft', inputMode: 'numeric', placeholder: '1,650' },
  bedrooms: { label: 'Bedrooms', heading: 'Beds', inputMode: 'numeric', placeholder: '3' },
  bathrooms: { label: 'Bathrooms', heading: 'Baths', inputMode: 'decimal', placeholder: '2.5' },
  yearBuilt: { label: 'Year built', heading: 'Year', inputMode: 'numeric', placeholder: '1995' },
  distanceMiles: { label: 'Miles away', heading: 'Miles', inputMode: 'decimal', placeholder: '0.4' },
  lotSizeAcres: { label: 'Lot (acres)', heading: 'Lot ac', inputMode: 'decimal', placeholder: '0.25' },
};

/** "Price, comparable 2": each box is named with its row, in the table and on the cards alike. */
export const inputName = (label: string, index: number) => `${label}, comparable ${index + 1}`;

interface InputProps {
  actions: RowActions;
  row: ComparableDraft;
  index: number;
  problem?: string;
  disabled?: boolean;
  /** The table names its columns in the heading; the cards show a label on each box. */
  showLabel: boolean;
}

export function ComparableTextInput({ actions, row, index, field, problem, disabled, showLabel, ...props }: InputProps & { field: ComparableTextField } & Omit<TextFieldProps, 'onChange' | 'value'>) {
  const meta = comparableFields[field];
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      label={showLabel ? meta.label : undefined}
      value={row[field]}
      onChange={(event) => actions.update(row.key, { [field]: event.target.value })}
      onBlur={() => actions.touch(row.key, field)}
      disabled={disabled}
      type={meta.type ?? 'text'}
      placeholder={meta.type ? undefined : meta.placeholder}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{
        inputLabel: meta.type === 'date' ? { shrink: true } : undefined,
        htmlInput: {
          'aria-label': inputName(meta.label, index),
          inputMode: meta.inputMode,
          maxLength: field === 'address' ? ADDRESS_MAX_LENGTH : 32,
          max: meta.type === 'date' ? today() : undefined,
          autoComplete: 'off',
        },
        formHelperText: { sx: { mx: 0, lineHeight: 1.3 } },
      }}
    />
  );
}

export function ComparableStatusSelect({ actions, row, index, problem, disabled, showLabel }: InputProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={showLabel ? 'Status' : undefined}
      value={row.status}
      onChange={(event) => actions.update(row.key, { status: event.target.value as ComparableDraft['status'] })}
      disabled={disabled}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': inputName('Status', index) } }}
    >
      {COMPARABLE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
    </TextField>
  );
}
