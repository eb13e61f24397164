import Info from '@mui/icons-material/Info';
import AddHomeWork from '@mui/icons-material/AddHomeWork';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

import { SectionCard } from '@/components/ui/section-card';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import { useGenerateReport } from '../api/generate-report';
import { useShowing } from '../api/get-showing';
import { comprehensiveReport, useShowingReports } from '../api/get-showing-reports';
import { type DeliveryState, useDeliveryState } from '../delivery-state';
import { type ReportEditor, useReportEditor } from '../report-editor';
import { notifyGenerationFailure } from '../report-flow';
import type { Report, Showing } from '../types';
import { SentHistory, hasSentHistory } from './delivery-status';
import { type GenerationFailure, GenerationFailedAlert } from './generation-failed-alert';
import { InvestmentSummary } from './investment-summary';
import { ReportActions, ReportHeader } from './report-header';
import { PhotoSection } from './photo-section';
import { RepairRequestPanel } from './repair-request-panel';
import { ReportItems, canEditItems } from './report-items';
import { ShareLinksCard } from './share-links-card';
import { ShowingMenu } from './showing-menu';
import { ShowingRecordings } from './showing-recordings';
import { NoReport, ReportLoadError, ReportSkeleton, ShowingNotFound } from './report-states';
import { describeSubjectFacts } from './subject-facts';
import { SummaryCard } from './summary-card';

/** What the app shows below the report: the showing's market analysis, from another feature. */
export interface ReportExtraContext {
  showingId: number;
  /** The showing as the page shows it (its details carry the home's facts). */
  showing: Showing;
  /** Every report of the showing, newest first (the comprehensive one and the market analysis). */
  reports: Report[];
  /** Reads the showing's reports again, after something changed them. */
  refreshReports: () => Promise<unknown>;
  /** Shows the showing as the server answered a change to it (its home's facts), on the whole page. */
  updateShowing: (showing: Showing) => Promise<unknown>;
}

export type RenderReportExtra = (context: ReportExtraContext) => ReactNode;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function writerLine(report: Report): string {
  return report.content.generator === 'llm'
    ? 'Written by the AI report writer; its costs were checked against the cost catalog.'
    : "Written by Showscribe's built-in cost estimator from the cost catalog.";
}

function regionLine(report: Report): string {
  const { regionState, regionFactor } = report.content;
  const factor = `regional cost factor ×${regionFactor.toFixed(2)}`;
  return regionState ? `Costs adjusted for ${regionState} (${factor}).` : `National average costs (${factor}); no state was found in the address.`;
}

/** Which writer produced the report, the region it was priced for, and the disclaimer. */
function AboutReport({ report }: { report: Report }) {
  return (
    <SectionCard title="About This Estimate" icon={<Info fontSize="small" />}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {writerLine(report)}
        </Typography>
        {report.content.generatorNote && (
          <Typography variant="body2" color="text.secondary">
            Note: {report.content.generatorNote}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {regionLine(report)}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ pt: 1, borderTop: 1, borderColor: 'divider', lineHeight: 1.6 }}>
          {report.content.disclaimer}
        </Typography>
      </Stack>
    </SectionCard>
  );
}

/** What the agent recorded, for reference next to the report. */
function ShowingDetails({ showing }: { showing: Showing }) {
  const { details } = showing;
  const rows: [string, string | null | undefined][] = [
    ['Client email', details.clientEmail],
    ['Client phone', details.clientPhone],
    ['List price', details.listPrice != null ? formatMoney(details.listPrice) : null],
    ['Home facts', describeSubjectFacts(details)],
    ['Description', details.propertyDescription],
    ['Repairs noted', details.repairsNeeded],
    ['Updates noted', details.updatesWanted],
  ];
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (present.length === 0) return null;
  return (
    <SectionCard title="Showing Notes" icon={<AddHomeWork fontSize="small" />}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
        {present.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

function ReportBody({ report, showing, editor, deliveries }: { report: Report; showing: Showing; editor: ReportEditor; deliveries: DeliveryState['deliveries'] }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <SummaryCard report={report} editor={editor} />
          <ReportItems report={report} />
          {canEditItems(report) && <PhotoSection report={report} />}
          {report.reportType === 'comprehensive' && (
            <RepairRequestPanel
              key={`${report.id}-${report.content.totalRepairCost}-${report.content.repairs.length + report.content.upgrades.length}`}
              showingId={showing.id}
              report={report}
            />
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          {deliveries && hasSentHistory(deliveries) && <SentHistory deliveries={deliveries} />}
          <InvestmentSummary content={report.content} />
          {report.reportType === 'comprehensive' && <ShareLinksCard showingId={showing.id} />}
          <AboutReport report={report} />
          <ShowingDetails showing={showing} />
          <ShowingRecordings showingId={showing.id} />
        </Stack>
      </Grid>
    </Grid>
  );
}

/** A generated report: its header with the PDF and send actions, its sections, then any extra. */
function ReportView({ report, showing, menu, extra }: { report: Report; showing: Showing; menu: ReactNode; extra?: ReactNode }) {
  const editor = useReportEditor(report);
  const delivery = useDeliveryState({ report, showing, draftChanged: editor.draftChanged });
  return (
    <>
      <ReportHeader showing={showing} report={report} menu={menu} actions={<ReportActions showing={showing} report={report} editor={editor} delivery={delivery} />} />
      <ReportBody report={report} showing={showing} editor={editor} deliveries={delivery.deliveries} />
      {extra && <Box sx={{ mt: 3 }}>{extra}</Box>}
    </>
  );
}

/**
 * The report detail screen (spec §2): `showingId` is the route's id, or null when it is not an
 * integer. It shows the showing's newest comprehensive report, or offers to generate one; the app
 * may add a section below a report (`renderExtra`).
 */
export function ReportDetail({ showingId, renderExtra }: { showingId: number | null; renderExtra?: RenderReportExtra }) {
  const showing = useShowing(showingId);
  const reports = useShowingReports(showingId);
  const missing = showingId === null || isNotFound(showing.error) || isNotFound(reports.error);
  useDocumentTitle(missing ? 'Showing not found' : showing.data ? `Report: ${showing.data.propertyAddress}` : 'Report');
  const { trigger: generate, isMutating: generating } = useGenerateReport();
  const handleUnauthorized = useUnauthorizedHandler();
  const [failure, setFailure] = useState<GenerationFailure | null>(null);

  if (missing) return <ShowingNotFound />;
  if (showing.error || reports.error) {
    return (
      <ReportLoadError
        onRetry={() => {
          void showing.mutate();
          void reports.mutate();
        }}
      />
    );
  }
  if (!showing.data || !reports.data) return <ReportSkeleton />;

  const report = comprehensiveReport(reports.data);
  // The server answers the changed showing, so it is shown as it is without reading it again.
  const updateShowing = (next: Showing) => showing.mutate(next, { revalidate: false });
  const menu = <ShowingMenu showing={showing.data} hasReport={Boolean(report)} onSaved={updateShowing} />;

  const onGenerate = async () => {
    setFailure(null);
    try {
      await generate(showingId);
      toast({ title: 'Report Generated Successfully!', description: 'The report is ready below.' });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      notifyGenerationFailure(error);
      setFailure({ error });
    }
  };

  if (report) {
    const extra = renderExtra?.({
      showingId,
      showing: showing.data,
      reports: reports.data,
      refreshReports: () => reports.mutate(),
      updateShowing,
    });
    return <ReportView key={report.id} report={report} showing={showing.data} menu={menu} extra={extra} />;
  }
  return (
    <>
      <ReportHeader showing={showing.data} menu={menu} />
      <Stack spacing={3}>
        {failure && <GenerationFailedAlert failure={failure} />}
        <NoReport onGenerate={onGenerate} generating={generating} />
        <ShowingDetails showing={showing.data} />
        <ShowingRecordings showingId={showing.data.id} />
      </Stack>
    </>
  );
}
