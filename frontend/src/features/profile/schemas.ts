import * as yup from 'yup';

import { isEmailAddress } from '@/lib/email';

// Messages are the product contract (spec §5), copied word for word.
const FIRST_NAME = 'First name must be at least 2 characters';
const LAST_NAME = 'Last name must be at least 2 characters';
const EMAIL = 'Please enter a valid email';
const PHONE = 'Phone number is required';
const BROKER_OFFICE = 'Broker office name is required';

export const profileSchema = yup.object({
  firstName: yup.string().required(FIRST_NAME).min(2, FIRST_NAME),
  lastName: yup.string().required(LAST_NAME).min(2, LAST_NAME),
  // The same rule as registration: "dana@x" is refused here too.
  email: yup
    .string()
    .required(EMAIL)
    .test('email', EMAIL, (value) => isEmailAddress(value ?? '')),
  phone: yup.string().required(PHONE).min(10, PHONE),
  company: yup.string().optional(),
  brokerOfficeName: yup.string().required(BROKER_OFFICE).min(2, BROKER_OFFICE),
});

export type ProfileValues = yup.InferType<typeof profileSchema>;

const CURRENT_PASSWORD = 'Current password is required';
const NEW_PASSWORD = 'New password must be at least 6 characters';
const CONFIRM_PASSWORD = 'Please confirm your new password';
const MISMATCH = "Passwords don't match";

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(CURRENT_PASSWORD).min(6, CURRENT_PASSWORD),
  newPassword: yup.string().required(NEW_PASSWORD).min(6, NEW_PASSWORD),
  confirmPassword: yup
    .string()
    .required(CONFIRM_PASSWORD)
    .min(6, CONFIRM_PASSWORD)
    .oneOf([yup.ref('newPassword')], MISMATCH),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

const PASSWORD_AGAIN = 'Enter your password to confirm';

export const deleteAccountSchema = yup.object({
  password: yup.string().required(PASSWORD_AGAIN).min(6, PASSWORD_AGAIN),
});

export type DeleteAccountValues = yup.InferType<typeof deleteAccountSchema>;
