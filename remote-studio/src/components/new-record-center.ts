import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';

/**
 * The branch a new record starts at: the navbar's, or with "All branches" the first open branch in
 * the navbar's order, so a form that must name a branch can be saved without choosing one first.
 */
export function useNewRecordCenterId(): number | undefined {
  const current = useAppStore((s) => s.currentCenter?.id);
  const centers = useCenters().data;
  return current ?? centers?.find((center) => center.active)?.id;
}
