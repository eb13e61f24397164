import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';

import { FormVoiceField } from '@/components/ui/form-voice-field';

import type { DictationTargets } from '../recordings/use-dictation-targets';
import { NOTES_MAX_LENGTH } from '../schemas';
import { SubjectFactsFields } from './subject-facts';

// The boxes of a showing, shared by the new-showing flow and "Edit showing", so both ask for the
// same things with the same labels (and the same checks, from `schemas.ts`).

/**
 * Repairs Needed and Updates Wanted, the notes the report is written from. `dictation` says where
 * each box's recordings go where it records audio (no speech recognition in the browser).
 */
export function NotesFields({ readOnly = false, minRows, dictation }: { readOnly?: boolean; minRows?: number; dictation?: DictationTargets }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormVoiceField
          name="repairsNeeded"
          label="Repairs Needed"
          placeholder="e.g. The water heater is leaking and the roof has missing shingles"
          maxLength={NOTES_MAX_LENGTH}
          readOnly={readOnly}
          minRows={minRows}
          audioDictation={dictation?.repairs}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormVoiceField
          name="updatesWanted"
          label="Updates Wanted"
          placeholder="e.g. Paint the living room and replace the kitchen countertops"
          maxLength={NOTES_MAX_LENGTH}
          readOnly={readOnly}
          minRows={minRows}
          audioDictation={dictation?.updates}
        />
      </Grid>
    </Grid>
  );
}

export function PropertyFields() {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormVoiceField name="propertyAddress" label="Property Address" required singleLine autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormVoiceField name="listPrice" label="List Price" singleLine inputMode="decimal" placeholder="$525,000" />
      </Grid>
      <Grid size={12}>
        <FormVoiceField name="propertyDescription" label="Property Description" minRows={2} placeholder="e.g. 3 bed, 2 bath ranch built in 1998, about 1,850 sq ft" />
      </Grid>
      <Grid size={12}>
        <SubjectFactsFields />
      </Grid>
    </Grid>
  );
}

export function AgentFields() {
  return (
    <Stack spacing={2.5}>
      <FormVoiceField name="agentName" label="Agent Name" required singleLine autoComplete="name" />
      <FormVoiceField name="agentEmail" label="Agent Email" required singleLine type="email" inputMode="email" autoComplete="email" />
      <FormVoiceField name="agentPhone" label="Agent Phone" singleLine type="tel" inputMode="tel" autoComplete="tel" />
      <FormVoiceField name="agentCompany" label="Agent Company" singleLine autoComplete="organization" />
    </Stack>
  );
}

export function ClientFields() {
  return (
    <Stack spacing={2.5}>
      <FormVoiceField name="clientName" label="Client Name" required singleLine autoComplete="off" />
      <FormVoiceField name="clientEmail" label="Client Email" required singleLine type="email" inputMode="email" autoComplete="off" />
      <FormVoiceField name="clientPhone" label="Client Phone" required singleLine type="tel" inputMode="tel" autoComplete="off" />
    </Stack>
  );
}
