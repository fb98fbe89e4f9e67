import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { CalendarDays } from 'lucide-react';
import { UpgradePanel as FeatureUpgradePanel } from '../../../components/ui/upgrade-panel';

const POINTS = [
  'Les demandes de congé faites à la borne, approuvées ou refusées en un clic.',
  'Les soldes de congés payés calculés selon le Code du travail (jours ouvrables ou ouvrés).',
  'Les absences comptées dans les feuilles de temps.',
];

/** On a plan without leave management: what the tab does, the server's French refusal, and the way to upgrade. */
export function UpgradePanel({ message }: { message: string }) {
  return (
    <FeatureUpgradePanel
      id="conges-offre"
      title={M.tab}
      icon={CalendarDays}
      message={message}
      points={POINTS}
    />
  );
}
