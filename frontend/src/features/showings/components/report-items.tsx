import AddHomeWork from '@mui/icons-material/AddHomeWork';
import Build from '@mui/icons-material/Build';
import Alert from '@mui/material/Alert';
import { useState } from 'react';

import type { ItemKind, ReportItem } from '../api/editing-types';
import type { Report } from '../types';
import { AddItemDialog } from './add-item-dialog';
import { type CostItemActions, CostItemsSection } from './cost-items';
import { ItemPhotos } from './item-photos';
import { EditItemDialog, RemoveItemDialog } from './item-dialogs';

type OpenDialog = { type: 'add'; kind: ItemKind } | { type: 'edit' | 'remove'; kind: ItemKind; item: ReportItem } | null;

/** Only the showing report's items are edited; a market analysis has none of its own. */
export const canEditItems = (report: Report) => report.reportType === 'comprehensive';

/**
 * Required Repairs and Desired Upgrades, each item with Edit and Remove and each table with Add
 * item. Every change shows the report as the server answers it: its totals and investment
 * summary are the server's, never added up here.
 */
export function ReportItems({ report }: { report: Report }) {
  const { content } = report;
  const [open, setOpen] = useState<OpenDialog>(null);
  const editable = canEditItems(report);
  const close = () => setOpen(null);
  // A showing report's items show the photos attached to them.
  const itemExtra = editable ? (item: ReportItem) => <ItemPhotos report={report} item={item} /> : undefined;

  const actionsFor = (kind: ItemKind): CostItemActions | undefined =>
    editable
      ? {
          onAdd: () => setOpen({ type: 'add', kind }),
          onEdit: (item) => setOpen({ type: 'edit', kind, item }),
          onRemove: (item) => setOpen({ type: 'remove', kind, item }),
        }
      : undefined;

  return (
    <>
      {editable && (
        <Alert severity="info" variant="outlined" sx={{ py: 0.25 }}>
          Edit, remove or add repairs and upgrades below; each change is saved at once. The PDF is rendered again with your edits.
        </Alert>
      )}
      <CostItemsSection
        title="Required Repairs"
        icon={<Build fontSize="small" />}
        items={content.repairs}
        totals={{ typical: content.totalRepairCost, low: content.totalRepairLow, high: content.totalRepairHigh, unpriced: content.unpricedRepairs }}
        totalLabel="Total Repairs"
        emptyText="No repairs were found in the notes for this showing."
        actions={actionsFor('repair')}
        itemExtra={itemExtra}
      />
      <CostItemsSection
        title="Desired Upgrades"
        icon={<AddHomeWork fontSize="small" />}
        items={content.upgrades}
        totals={{ typical: content.totalUpgradeCost, low: content.totalUpgradeLow, high: content.totalUpgradeHigh, unpriced: content.unpricedUpgrades }}
        totalLabel="Total Upgrades"
        emptyText="No upgrades were requested for this showing."
        actions={actionsFor('upgrade')}
        itemExtra={itemExtra}
      />
      {open?.type === 'add' && <AddItemDialog report={report} kind={open.kind} onClose={close} />}
      {open?.type === 'edit' && <EditItemDialog report={report} item={open.item} kind={open.kind} onClose={close} />}
      {open?.type === 'remove' && <RemoveItemDialog report={report} item={open.item} kind={open.kind} onClose={close} />}
    </>
  );
}
