/**
 * The home's own facts an agent can give for the market analysis: the same boxes (label,
 * keyboard, example) on the new-showing form and in "Edit comparables". Each is optional.
 */
export const homeFactFields = [
  { name: 'squareFeet', label: 'Square feet', inputMode: 'numeric', placeholder: '1,700' },
  { name: 'bedrooms', label: 'Bedrooms', inputMode: 'numeric', placeholder: '3' },
  { name: 'bathrooms', label: 'Bathrooms', inputMode: 'decimal', placeholder: '2.5' },
  { name: 'yearBuilt', label: 'Year built', inputMode: 'numeric', placeholder: '1995' },
  { name: 'lotSizeAcres', label: 'Lot size (acres)', inputMode: 'decimal', placeholder: '0.25' },
] as const;
