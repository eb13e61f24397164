import * as yup from 'yup';

import { isEmailAddress } from '@/lib/email';

// Messages are the product contract (spec §5), copied word for word.
const EMAIL = 'Please enter a valid email address';
const PASSWORD = 'Password must be at least 6 characters';

/** Required, and an address the server takes (the same rule everywhere, profile included). */
export const emailRule = (message: string) =>
  yup
    .string()
    .required(message)
    .test('email', message, (value) => isEmailAddress(value ?? ''));

export const signInSchema = yup.object({
  email: emailRule(EMAIL),
  password: yup.string().required(PASSWORD).min(6, PASSWORD),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

const FIRST_NAME = 'First name must be at least 2 characters';
const LAST_NAME = 'Last name must be at least 2 characters';
const BROKER_OFFICE = 'Broker office name is required';
const PHONE = 'Phone number is required';

export const registerSchema = yup.object({
  firstName: yup.string().required(FIRST_NAME).min(2, FIRST_NAME),
  lastName: yup.string().required(LAST_NAME).min(2, LAST_NAME),
  email: emailRule(EMAIL),
  password: yup.string().required(PASSWORD).min(6, PASSWORD),
  company: yup.string().optional(),
  phone: yup.string().required(PHONE).min(10, PHONE),
  brokerOfficeName: yup.string().required(BROKER_OFFICE).min(2, BROKER_OFFICE),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;

export const forgotPasswordSchema = yup.object({
  email: yup.string().required(EMAIL).email(EMAIL),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

// The same rules and words as changing the password in the profile.
const NEW_PASSWORD = 'New password must be at least 6 characters';
const CONFIRM_PASSWORD = 'Please confirm your new password';
const PASSWORDS_DIFFER = "Passwords don't match";

export const resetPasswordSchema = yup.object({
  newPassword: yup.string().required(NEW_PASSWORD).min(6, NEW_PASSWORD),
  confirmPassword: yup
    .string()
    .required(CONFIRM_PASSWORD)
    .oneOf([yup.ref('newPassword')], PASSWORDS_DIFFER),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
