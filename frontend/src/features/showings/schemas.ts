import * as yup from 'yup';

import type { User } from '@/lib/auth';
import { isEmailAddress } from '@/lib/email';
import { homeFactRules, toHomeFactsRequest } from '@/lib/home-facts';

import type { UpdateShowingRequest } from './api/editing-types';
import type { CreateShowingRequest, ShowingDetailsResponse } from './types';

// The server's own messages (crates/web), so a message reads the same wherever it is caught.
export const NOTES_MAX_LENGTH = 20_000;
export const NOTES_REQUIRED = 'Record or type at least one repair or update';
export const NOTES_TOO_LONG = 'Notes must be at most 20,000 characters';
export const LIST_PRICE_INVALID = 'List price must be a positive number';
export const EMAIL_INVALID = 'Please enter a valid email address';
/** The largest list price the server stores ($10 billion). */
const LIST_PRICE_MAX = 10_000_000_000;

/**
 * A typed or dictated list price ("525000", "$525,000", "525,000.50") in dollars; null when the
 * field is empty, NaN when it is not a positive amount.
 */
export function parseListPrice(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  const cleaned = text.replace(/^\$\s*/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const dollars = Number(cleaned);
  return dollars > 0 && dollars <= LIST_PRICE_MAX ? dollars : Number.NaN;
}

const notes = () => yup.string().default('').max(NOTES_MAX_LENGTH, NOTES_TOO_LONG);

/** The first of a pair of note boxes also carries the "at least one" rule for both. */
const firstNotes = (other: string) =>
  notes().test('at-least-one', NOTES_REQUIRED, function atLeastOne(value) {
    const sibling = (this.parent as Record<string, string | undefined>)[other];
    return Boolean(value?.trim() || sibling?.trim());
  });

const optionalEmail = () =>
  yup
    .string()
    .default('')
    .test('email', EMAIL_INVALID, (value) => !value?.trim() || isEmailAddress(value));

const listPrice = () =>
  yup
    .string()
    .default('')
    .test('positive', LIST_PRICE_INVALID, (value) => !Number.isNaN(parseListPrice(value ?? '')));

/** Spec §2/§4: step 1 the notes, step 2 the details, step 3 the review; then it generates. */
export type NewShowingStep = 1 | 2 | 3;

export interface NewShowingValues {
  repairsNeeded: string;
  updatesWanted: string;
  propertyAddress: string;
  propertyDescription: string;
  listPrice: string;
  squareFeet: string;
  bedrooms: string;
  bathrooms: string;
  yearBuilt: string;
  lotSizeAcres: string;
  agentName: string;
  agentEmail: string;
  agentPhone: string;
  agentCompany: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  reviewRepairs: string;
  reviewUpdates: string;
}

/**
 * What each press checks. Spec §5: the "required" labels are not enforced — empty details are
 * sent empty and the server labels them ("Address not provided"); nothing is made up here.
 */
export function newShowingSchema(step: NewShowingStep) {
  const details = {
    propertyAddress: yup.string().default('').max(300, 'Property address must be at most 300 characters'),
    propertyDescription: yup.string().default('').max(5_000, 'Property description must be at most 5,000 characters'),
    listPrice: listPrice(),
    ...homeFactRules(),
    agentEmail: optionalEmail(),
    clientEmail: optionalEmail(),
  };
  if (step === 1) return yup.object({ repairsNeeded: firstNotes('updatesWanted'), updatesWanted: notes() });
  if (step === 2) return yup.object({ repairsNeeded: firstNotes('updatesWanted'), updatesWanted: notes(), ...details });
  return yup.object({ reviewRepairs: firstNotes('reviewUpdates'), reviewUpdates: notes(), ...details });
}

export function initialNewShowingValues(user: User | null): NewShowingValues {
  return {
    repairsNeeded: '',
    updatesWanted: '',
    propertyAddress: '',
    propertyDescription: '',
    listPrice: '',
    squareFeet: '',
    bedrooms: '',
    bathrooms: '',
    yearBuilt: '',
    lotSizeAcres: '',
    // Spec §2: the agent section starts from the signed-in agent's profile.
    agentName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    agentEmail: user?.email ?? '',
    agentPhone: user?.phone ?? '',
    agentCompany: user?.company ?? '',
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    reviewRepairs: '',
    reviewUpdates: '',
  };
}

/** The reviewed notes are what gets reported; every other value is sent as entered (trimmed). */
export function toCreateShowingRequest(values: NewShowingValues): CreateShowingRequest {
  return {
    propertyAddress: values.propertyAddress.trim(),
    propertyDescription: values.propertyDescription.trim(),
    listPrice: parseListPrice(values.listPrice),
    // Empty facts are sent as null: the server leaves them out of the analysis.
    ...toHomeFactsRequest(values),
    agentName: values.agentName.trim(),
    agentEmail: values.agentEmail.trim(),
    agentPhone: values.agentPhone.trim(),
    agentCompany: values.agentCompany.trim(),
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhone: values.clientPhone.trim(),
    repairsNeeded: values.reviewRepairs.trim(),
    updatesWanted: values.reviewUpdates.trim(),
  };
}

/** Where the server's field names land on this form (the notes are edited in the review boxes). */
export const serverFieldToNewShowingField: Record<string, keyof NewShowingValues> = {
  propertyAddress: 'propertyAddress',
  propertyDescription: 'propertyDescription',
  listPrice: 'listPrice',
  squareFeet: 'squareFeet',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  yearBuilt: 'yearBuilt',
  lotSizeAcres: 'lotSizeAcres',
  agentName: 'agentName',
  agentEmail: 'agentEmail',
  agentPhone: 'agentPhone',
  agentCompany: 'agentCompany',
  clientName: 'clientName',
  clientEmail: 'clientEmail',
  clientPhone: 'clientPhone',
  repairsNeeded: 'reviewRepairs',
  updatesWanted: 'reviewUpdates',
};

/** "Edit showing" checks what the new-showing flow checks with its details shown. */
export const editShowingSchema = () => newShowingSchema(2);

const box = (value: string | null | undefined) => value ?? '';
const numberBox = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The boxes of "Edit showing", filled from the showing as the agent entered it (not its placeholders). */
export function showingToValues(details: ShowingDetailsResponse): NewShowingValues {
  return {
    repairsNeeded: details.repairsNeeded,
    updatesWanted: details.updatesWanted,
    propertyAddress: box(details.propertyAddress),
    propertyDescription: box(details.propertyDescription),
    listPrice: details.listPrice == null ? '' : details.listPrice.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    squareFeet: numberBox(details.squareFeet),
    bedrooms: numberBox(details.bedrooms),
    bathrooms: numberBox(details.bathrooms),
    yearBuilt: numberBox(details.yearBuilt),
    lotSizeAcres: numberBox(details.lotSizeAcres),
    agentName: box(details.agentName),
    agentEmail: box(details.agentEmail),
    agentPhone: box(details.agentPhone),
    agentCompany: box(details.agentCompany),
    clientName: box(details.clientName),
    clientEmail: box(details.clientEmail),
    clientPhone: box(details.clientPhone),
    reviewRepairs: details.repairsNeeded,
    reviewUpdates: details.updatesWanted,
  };
}

/** The PUT body: the same fields as creating, the notes taken from the notes boxes themselves. */
export function toUpdateShowingRequest(values: NewShowingValues): UpdateShowingRequest {
  return toCreateShowingRequest({ ...values, reviewRepairs: values.repairsNeeded, reviewUpdates: values.updatesWanted });
}

/** Where the server's field names land on "Edit showing" (there is no review step). */
export const serverFieldToEditShowingField: Record<string, keyof NewShowingValues> = {
  ...serverFieldToNewShowingField,
  repairsNeeded: 'repairsNeeded',
  updatesWanted: 'updatesWanted',
};

export const mobileAssessmentSchema = yup.object({
  assessment: notes(),
  propertyAddress: yup.string().default('').max(300, 'Property address must be at most 300 characters'),
  buyerName: yup.string().default('').max(100, 'Buyer name must be at most 100 characters'),
  buyerEmail: optionalEmail(),
});

export type MobileAssessmentValues = yup.InferType<typeof mobileAssessmentSchema>;
