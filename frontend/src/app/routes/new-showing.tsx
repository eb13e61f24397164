import { NewShowingForm } from '@/features/showings/components/new-showing-form';
import { useUser } from '@/lib/auth';

export default function NewShowingRoute() {
  const { user } = useUser();
  if (!user) return null;
  return <NewShowingForm user={user} />;
}
