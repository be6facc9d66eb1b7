import { bundlesByLocale, TRANSLATED_LOCALES, type TranslatedLocale } from './bundles';
import { auditLogMessages } from './validation/audit-log';
import { bookingMessages } from './validation/booking';
import { centerMessages } from './validation/center';
import { checkInMessages } from './validation/check-in';
import { classMessages } from './validation/class';
import { classImportMessages } from './validation/class-import';
import { closureMessages } from './validation/closure';
import { couponMessages } from './validation/coupon';
import { demoMessages } from './validation/demo';
import { expenditureMessages } from './validation/expenditure';
import { invoiceMessages } from './validation/invoice';
import { memberMessages } from './validation/member';
import { membershipMessages } from './validation/membership';
import { newsMessages } from './validation/news';
import { packageMessages } from './validation/package';
import { paymentMessages } from './validation/payment';
import { productMessages } from './validation/product';
import { ptSessionMessages } from './validation/pt-session';
import { reportMessages } from './validation/report';
import { roomMessages } from './validation/room';
import { serverMessages } from './validation/server';
import { settingsMessages } from './validation/settings';
import { signatureMessages } from './validation/signature';
import { staffMessages } from './validation/staff';
import { studioFieldsMessages } from './validation/studio-fields';

/**
 * The English messages of the shared schemas and of the server, in every other language, keyed by
 * the English text: the `validation` namespace. English needs no entry (the key itself is shown).
 * Each area's messages are in `validation/<area>.ts`, named after its schema file; the auth messages
 * live in auth-messages.i18n.ts. `translations-complete.test.ts` fails when a schema message has no
 * row, and `validation-resources.test.ts` when two areas hold the same message.
 */
export const VALIDATION_AREAS = {
  demo: demoMessages,
  'studio-fields': studioFieldsMessages,
  'audit-log': auditLogMessages,
  booking: bookingMessages,
  center: centerMessages,
  'check-in': checkInMessages,
  class: classMessages,
  coupon: couponMessages,
  expenditure: expenditureMessages,
  invoice: invoiceMessages,
  member: memberMessages,
  membership: membershipMessages,
  news: newsMessages,
  package: packageMessages,
  payment: paymentMessages,
  product: productMessages,
  'pt-session': ptSessionMessages,
  report: reportMessages,
  room: roomMessages,
  settings: settingsMessages,
  signature: signatureMessages,
  staff: staffMessages,
  closure: closureMessages,
  server: serverMessages,
  'class-import': classImportMessages,
};

const MESSAGES: Record<string, Record<TranslatedLocale, string>> = Object.assign(
  {},
  ...Object.values(VALIDATION_AREAS),
);

export const validationResources = bundlesByLocale(TRANSLATED_LOCALES, MESSAGES);
