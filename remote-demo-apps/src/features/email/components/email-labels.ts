import type { EmailLabel } from '@cloudfit/shared/schemas/demo/email.schema';

/** The theme palette colour of each label, as the template colours them. */
export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'error'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};
