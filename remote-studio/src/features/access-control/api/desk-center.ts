import { useState } from 'react';

/** The branch this device's front desk stands at: the device's choice, not the staff member's. */
const DESK_CENTER_KEY = 'cloudfit:deskCenterId';

function readDeskCenterId(): number | null {
  try {
    const stored = Number(localStorage.getItem(DESK_CENTER_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The desk's branch among the studio's branches, remembered on this device: check-ins are recorded
 * there whatever branch the navbar shows. `undefined` until the desk has said which one (or when
 * the remembered branch is gone).
 */
export function useDeskCenter<C extends { id: number }>(centers: readonly C[] | undefined) {
  const [storedId, setStoredId] = useState(readDeskCenterId);
  const choose = (id: number) => {
    localStorage.setItem(DESK_CENTER_KEY, String(id));
    setStoredId(id);
  };
  // A studio with one branch has nothing to ask.
  const center =
    centers?.find((candidate) => candidate.id === storedId) ??
    (centers?.length === 1 ? centers[0] : undefined);
  return { center, choose };
}
