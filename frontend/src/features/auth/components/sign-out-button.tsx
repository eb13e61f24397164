import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useLogout } from '../api/logout';

export function SignOutButton() {
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogout();

  const onClick = async () => {
    try {
      await trigger();
      navigate(paths.home.getHref());
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={onClick} loading={isMutating} sx={{ borderColor: 'divider' }}>
      Sign Out
    </Button>
  );
}
