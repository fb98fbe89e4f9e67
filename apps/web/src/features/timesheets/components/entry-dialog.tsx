import { TIMESHEET_MESSAGES as M } from '@pointeo/domain/timesheet-messages';
import type { MonthEntry } from '@pointeo/domain/timesheets';
import { Modal } from '../../../components/ui/modal';
import { DeleteEntryForm } from './delete-entry-form';
import { AddEntryForm, CloseEntryForm, EditEntryForm } from './entry-forms';
import { EntryHistoryView } from './entry-history';

/** Which dialog of the month is open: a correction, or an entry's history. */
export type EntryDialogState =
  | { kind: 'add' }
  | { kind: 'edit' | 'close' | 'delete'; entry: MonthEntry }
  | { kind: 'history'; entryId: string }
  | null;

const TITLES = {
  add: M.addEntry,
  edit: M.editEntry,
  close: M.closeEntry,
  delete: M.deleteEntry,
  history: 'Historique du pointage',
} as const;

interface EntryDialogProps {
  dialog: EntryDialogState;
  employeeId: string;
  /** The day 'Ajouter un pointage' starts from. */
  defaultDate: string;
  onClose: () => void;
}

/** One modal for every correction of the month and for an entry's history. */
export function EntryDialog({ dialog, employeeId, defaultDate, onClose }: EntryDialogProps) {
  return (
    <Modal title={dialog ? TITLES[dialog.kind] : ''} open={dialog !== null} onClose={onClose}>
      {dialog?.kind === 'add' && (
        <AddEntryForm employeeId={employeeId} defaultDate={defaultDate} onDone={onClose} />
      )}
      {dialog?.kind === 'edit' && <EditEntryForm entry={dialog.entry} onDone={onClose} />}
      {dialog?.kind === 'close' && <CloseEntryForm entry={dialog.entry} onDone={onClose} />}
      {dialog?.kind === 'delete' && <DeleteEntryForm entry={dialog.entry} onDone={onClose} />}
      {dialog?.kind === 'history' && <EntryHistoryView entryId={dialog.entryId} />}
    </Modal>
  );
}
