import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface ResponsiveDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** While a change is being saved the dialog stays open (Escape and the backdrop do nothing). */
  busy?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** False for a short question (a confirmation), which stays a dialog on phones too. */
  sheet?: boolean;
  children: ReactNode;
}

/** Phones get the whole screen (a sheet), with a close button in the title; wider screens a dialog. */
export function useIsPhone() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/**
 * A dialog that is a full-screen sheet on phones. Its children are the content and the actions
 * (`DialogContent`, `DialogActions`, or a form holding both); the actions stay at the bottom.
 */
export function ResponsiveDialog({ title, onClose, busy = false, maxWidth = 'sm', sheet = true, children }: ResponsiveDialogProps) {
  const titleId = useId();
  const fullScreen = useIsPhone() && sheet;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: fullScreen ? 7 : undefined }}>
        {title}
      </DialogTitle>
      {fullScreen && (
        <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}>
          <Close />
        </IconButton>
      )}
      {children}
    </Dialog>
  );
}

/** A confirmation's two buttons: side by side, or stacked full width on phones (the safe one below). */
export const confirmActionsStyle = {
  px: 3,
  py: 2,
  gap: 1,
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
} as const;

/** A form inside a dialog keeps the dialog's layout: the content scrolls, the actions stay put. */
export const dialogFormStyle = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

/** Cancel and the form's submit button, at the bottom of the dialog (of the sheet on phones). */
export function DialogFormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
      <Button onClick={onCancel} color="inherit" disabled={busy} sx={{ minHeight: 44 }}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 44 }}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
