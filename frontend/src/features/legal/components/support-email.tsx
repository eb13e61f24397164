import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';

import { useSupport } from '../api/get-support';

/** The support address as a mail link, once the server has said what it is. */
export function SupportEmail() {
  const { data, error } = useSupport();
  if (error) return <>our support address (it could not be loaded; please reload the page)</>;
  if (!data) return <Skeleton variant="text" width={180} sx={{ display: 'inline-block' }} />;
  return <Link href={`mailto:${data.email}`}>{data.email}</Link>;
}
