import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';

import { DialogFormActions, ResponsiveDialog, confirmActionsStyle, dialogFormStyle } from '@/components/ui/responsive-dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUnauthorizedHandler } from '@/lib/unauthorized';

import type { ItemKind, ReportItem } from '../api/editing-types';
import { useRemoveReportItem, useUpdateReportItem } from '../api/report-items';
import { type ReportItemValues, itemToValues, keepsOf, kindLabels, otherKind, reportItemSchema, toItemChanges } from '../item-schemas';
import { serverProblem } from '../server-problem';
import type { Report } from '../types';
import { ItemFields } from './item-fields';

export const FIGURES_HINT_OPTIONAL = 'In dollars, low ≤ typical ≤ high. Leave all three empty when the item needs a contractor quote.';
const FIGURES_HINT_REQUIRED = 'In dollars, low ≤ typical ≤ high.';

/** "Move to upgrades" (or repairs): the item changes tables when saved. */
function MoveToOtherTable({ kind }: { kind: ItemKind }) {
  const { values, errors, setFieldValue } = useFormikContext<ReportItemValues>();
  const target = otherKind(kind);
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={values.kind === target} onChange={(event) => void setFieldValue('kind', event.target.checked ? target : kind)} />}
        label={`Move to ${kindLabels[target].many}`}
        sx={{ mt: 1, minHeight: 44 }}
      />
      {errors.kind && <FormHelperText error>{errors.kind}</FormHelperText>}
    </>
  );
}

/**
 * Edit a repair or upgrade: its words, priority, quantity and figures, or move it to the other
 * table. Only what changed is sent; the page then shows the report the server answers.
 */
export function EditItemDialog({ report, item, kind, onClose }: { report: Report; item: ReportItem; kind: ItemKind; onClose: () => void }) {
  const update = useUpdateReportItem(report.showingId, report.id);
  const handleUnauthorized = useUnauthorizedHandler();
  const [problem, setProblem] = useState<string | null>(null);
  const keeps = keepsOf(item);
  const label = kindLabels[kind].one;

  const onSubmit = async (values: ReportItemValues, helpers: FormikHelpers<ReportItemValues>) => {
    setProblem(null);
    const changes = toItemChanges(item, kind, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update.trigger({ itemId: item.id, changes });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      applyServerFieldErrors(error, values, helpers.setErrors);
      setProblem(serverProblem(error));
      return;
    }
    onClose();
    toast({
      title: 'Item Updated',
      description: changes.kind ? `Moved to ${kindLabels[changes.kind].many}; the totals are updated.` : 'The totals are updated.',
    });
  };

  return (
    <ResponsiveDialog title={`Edit ${label}`} onClose={onClose} busy={update.isMutating}>
      <Formik initialValues={itemToValues(item, kind)} validationSchema={reportItemSchema(keeps)} onSubmit={onSubmit}>
        <Form noValidate aria-label={`Edit ${label}`} style={dialogFormStyle}>
          <DialogContent dividers>
            <Stack spacing={2}>
              {problem && <Alert severity="error">{problem}</Alert>}
              {item.catalogKey && (
                <Alert severity="info" variant="outlined">
                  Priced from the cost catalog. Figures you type replace the catalog&apos;s and are shown as the agent&apos;s figure.
                </Alert>
              )}
              <ItemFields categoryRequired={keeps.category} allowUnset={itemToValues(item, kind).priority === ''} figuresHint={keeps.figures ? FIGURES_HINT_REQUIRED : FIGURES_HINT_OPTIONAL} />
            </Stack>
            <MoveToOtherTable kind={kind} />
          </DialogContent>
          <DialogFormActions submitLabel="Save Changes" busy={update.isMutating} onCancel={onClose} />
        </Form>
      </Formik>
    </ResponsiveDialog>
  );
}

/** Asks before removing an item; the page then shows the report (and totals) the server answers. */
export function RemoveItemDialog({ report, item, kind, onClose }: { report: Report; item: ReportItem; kind: ItemKind; onClose: () => void }) {
  const remove = useRemoveReportItem(report.showingId, report.id);
  const handleUnauthorized = useUnauthorizedHandler();
  const [problem, setProblem] = useState<string | null>(null);

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.trigger(item.id);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setProblem(serverProblem(error));
      return;
    }
    onClose();
    toast({ title: 'Item Removed', description: `“${item.description}” was removed; the totals are updated.` });
  };

  return (
    <ResponsiveDialog title={`Remove this ${kindLabels[kind].one}?`} onClose={onClose} busy={remove.isMutating} maxWidth="xs" sheet={false}>
      <DialogContent>
        <Stack spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <DialogContentText>
            “{item.description}” will be removed from the report&apos;s {kindLabels[kind].many}, and the totals worked out again.
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={confirmActionsStyle}>
        <Button onClick={onClose} disabled={remove.isMutating} sx={{ minHeight: 44 }}>
          Keep Item
        </Button>
        <Button variant="contained" color="error" onClick={() => void onRemove()} loading={remove.isMutating} sx={{ minHeight: 44 }}>
          Remove Item
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
