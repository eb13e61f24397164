import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useNewShowingComparables } from '@/features/cma/components/new-showing-comparables';
import type { ComparablesDraftState } from '@/features/cma/use-comparables-draft';
import { type NewShowingDraft, NewShowingForm } from '@/features/showings/components/new-showing-form';
import { type User, useUser } from '@/lib/auth';
import { type DeviceDraft, useDeviceDraft } from '@/lib/device-drafts';
import { useDocumentTitle } from '@/lib/document-title';

/** The new-showing flow, with the comparable sales of its market analysis, from the draft on the device. */
function NewShowingWithComparables({ user, draft, onDiscard }: { user: User; draft?: DeviceDraft; onDiscard: () => void }) {
  const comparables = useNewShowingComparables(user.id, draft?.parts.comparables as ComparablesDraftState | undefined);
  return comparables.provide(<NewShowingForm user={user} addOn={comparables.addOn} restored={draft?.parts.form as NewShowingDraft | undefined} onDiscard={onDiscard} />);
}

function NewShowingFromDraft({ user }: { user: User }) {
  const { loaded, draft, generation, discard } = useDeviceDraft(user.id, 'new-showing');
  if (!loaded) return <FullPageSpinner minHeight="50vh" />;
  // A discarded draft starts the whole flow again, the comparable sales included.
  return <NewShowingWithComparables key={generation} user={user} draft={draft} onDiscard={() => void discard()} />;
}

export default function NewShowingRoute() {
  useDocumentTitle('New showing');
  const { user } = useUser();
  if (!user) return null;
  return <NewShowingFromDraft key={user.id} user={user} />;
}
