import { useNewShowingComparables } from '@/features/cma/components/new-showing-comparables';
import { NewShowingForm } from '@/features/showings/components/new-showing-form';
import { type User, useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';

/** The new-showing flow, with the comparable sales of its market analysis. */
function NewShowingWithComparables({ user }: { user: User }) {
  const comparables = useNewShowingComparables();
  return comparables.provide(<NewShowingForm user={user} addOn={comparables.addOn} />);
}

export default function NewShowingRoute() {
  useDocumentTitle('New showing');
  const { user } = useUser();
  if (!user) return null;
  return <NewShowingWithComparables user={user} />;
}
