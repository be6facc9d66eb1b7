/** The NOTIFY channel that carries each audit entry's id as its write commits. */
export const LIVE_CHANNEL = 'cloudfit_live';
