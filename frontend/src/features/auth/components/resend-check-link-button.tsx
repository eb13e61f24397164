import Button, { type ButtonProps } from '@mui/material/Button';

import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useRequestEmailVerification } from '../api/email-verification';

/** Sends a new address-check link and says where it went. */
export function ResendCheckLinkButton({ email, variant = 'text' }: { email: string; variant?: ButtonProps['variant'] }) {
  const { trigger, isMutating } = useRequestEmailVerification();
  const send = async () => {
    try {
      const answer = await trigger();
      toast({ title: 'Link sent', description: answer.message });
    } catch (error) {
      toast({ title: `No link sent to ${email}`, description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button onClick={send} loading={isMutating} variant={variant} color="inherit" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
      Send a new link
    </Button>
  );
}
