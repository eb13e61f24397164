import AddHomeWork from '@mui/icons-material/AddHomeWork';
import Build from '@mui/icons-material/Build';
import Download from '@mui/icons-material/Download';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

import { type BasedOn, type RequestedItem, getSharedRepairRequest, saveSharedRepairRequest } from '../api/repair-request';
import { type SharedReport, useSharedReport } from '../api/share-links';
import { CostItemsSection } from './cost-items';
import { InvestmentSummary } from './investment-summary';
import { OfferHelper } from './offer-helper';
import { RepairRequestCard } from './repair-request-card';
import { SharedItemPhotos, SharedPhotoGallery } from './shared-photos';

/** The market analysis part of a shared report, drawn by the feature that owns it. */
export type RenderSharedAnalysis = (analysis: NonNullable<SharedReport['marketAnalysis']>) => ReactNode;

/** Never indexed, and the address (with its secret) never passed on to a site the page links to. */
function PrivatePage() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

function AgentCard({ agent }: { agent: SharedReport['agent'] }) {
  const company = [agent.company, agent.brokerOfficeName].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" component="section" aria-label="Your agent" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {agent.logoUrl && <Box component="img" src={agent.logoUrl} alt={`${company || agent.name} logo`} sx={{ maxHeight: 56, maxWidth: 160, objectFit: 'contain' }} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{agent.name}</Typography>
        {company && (
          <Typography variant="body2" color="text.secondary">
            {company}
          </Typography>
        )}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`tel:${agent.phone}`}>{agent.phone}</Link> · <Link href={`mailto:${agent.email}`}>{agent.email}</Link>
        </Typography>
      </Box>
    </Paper>
  );
}

function SharedReportView({ shared, token, renderAnalysis }: { shared: SharedReport; token: string; renderAnalysis?: RenderSharedAnalysis }) {
  const { report: content, property } = shared;
  const [request, setRequest] = useState(shared.repairRequest);
  const saveRequest = async (items: RequestedItem[], basedOn: BasedOn) => {
    const saved = await saveSharedRepairRequest(token, items, basedOn);
    setRequest(saved);
    return saved;
  };
  const reloadRequest = async () => {
    const current = await getSharedRepairRequest(token);
    setRequest(current);
    return current;
  };
  const items = [...content.repairs, ...content.upgrades];
  const photosOf = (item: { id: string; description: string }) => <SharedItemPhotos photos={shared.photos} itemId={item.id} description={item.description} />;
  return (
    <Stack spacing={3}>
      <AgentCard agent={shared.agent} />
      <Box>
        <Typography variant="overline" color="text.secondary">
          Showing report · {formatDate(shared.createdAt)}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
          {property.address}
        </Typography>
        <Typography color="text.secondary">Prepared for {property.clientName}</Typography>
        <Button variant="contained" startIcon={<Download />} href={shared.pdfUrl} sx={{ mt: 2 }}>
          Download PDF
        </Button>
      </Box>
      <SectionCard title="Summary">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{content.summary}</Typography>
      </SectionCard>
      <CostItemsSection
        title="Required Repairs"
        icon={<Build fontSize="small" />}
        items={content.repairs}
        totals={{ typical: content.totalRepairCost, low: content.totalRepairLow, high: content.totalRepairHigh, unpriced: content.unpricedRepairs }}
        totalLabel="Total Repairs"
        emptyText="No repairs were noted at this showing."
        itemExtra={photosOf}
      />
      <CostItemsSection
        title="Desired Upgrades"
        icon={<AddHomeWork fontSize="small" />}
        items={content.upgrades}
        totals={{ typical: content.totalUpgradeCost, low: content.totalUpgradeLow, high: content.totalUpgradeHigh, unpriced: content.unpricedUpgrades }}
        totalLabel="Total Upgrades"
        emptyText="No upgrades were requested."
        itemExtra={photosOf}
      />
      <SharedPhotoGallery photos={shared.photos} itemIds={new Set(items.map((item) => item.id))} />
      <InvestmentSummary content={content} />
      {shared.marketAnalysis && renderAnalysis?.(shared.marketAnalysis)}
      <RepairRequestCard
        items={items}
        request={request}
        onSave={saveRequest}
        onReload={reloadRequest}
        audience="buyer"
      />
      <OfferHelper offer={request.offer} />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {content.disclaimer}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        This link works until {formatDate(shared.expiresAt)}.
      </Typography>
    </Stack>
  );
}

/** What an unknown, withdrawn or expired link shows: a plain explanation, not an error. */
function LinkNotValid({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <LinkOff color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        This link does not open a report
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Ask your agent for a new link.
      </Typography>
    </Paper>
  );
}

/**
 * The report a client opens from the agent's link (`/r/{token}`): read-only, on any phone, with
 * no account; branded with the agent's logo and contact.
 */
export function SharedReportPage({ token, renderAnalysis }: { token: string; renderAnalysis?: RenderSharedAnalysis }) {
  const shared = useSharedReport(token);
  const gone = shared.error instanceof ApiError && shared.error.status === 404;
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}>
      <PrivatePage />
      <Container maxWidth="md">
        {shared.data ? (
          <SharedReportView shared={shared.data} token={token} renderAnalysis={renderAnalysis} />
        ) : gone ? (
          <LinkNotValid message="It may have expired, or the agent may have withdrawn it." />
        ) : shared.error ? (
          <LinkNotValid message="The report could not be loaded just now. Check the connection and reload the page." />
        ) : (
          <Stack spacing={2} aria-busy="true" aria-label="Loading the report">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="text" height={48} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          Prepared with Showscribe
        </Typography>
      </Container>
    </Box>
  );
}
