import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import { repairRequestCsvUrl, repairRequestPdfUrl, useReloadRepairRequest, useRepairRequest, useSaveRepairRequest } from '../api/repair-request';
import type { Report } from '../types';
import { OfferHelper } from './offer-helper';
import { RepairRequestCard } from './repair-request-card';

/**
 * The agent's repair-request list for the report (the client's choices, when they sent some) with
 * its exports, and the offer numbers beside it. The list is read again whenever the report's
 * items change, so its totals follow every edit.
 */
export function RepairRequestPanel({ showingId, report }: { showingId: number; report: Report }) {
  const request = useRepairRequest(showingId);
  const save = useSaveRepairRequest(showingId);
  const reload = useReloadRepairRequest(showingId);
  const items = [...report.content.repairs, ...report.content.upgrades];
  if (!request.data) return request.error ? null : <Skeleton variant="rounded" height={160} aria-label="Loading the repair request" />;
  return (
    <Stack spacing={3}>
      <RepairRequestCard
        key={items.map((i) => `${i.id}:${i.estimatedCost ?? ''}`).join(',')}
        items={items}
        request={request.data}
        onSave={save}
        onReload={reload}
        audience="agent"
        exports={{ pdf: repairRequestPdfUrl(showingId), csv: repairRequestCsvUrl(showingId) }}
      />
      <OfferHelper offer={request.data.offer} />
    </Stack>
  );
}
