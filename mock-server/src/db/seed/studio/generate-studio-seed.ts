import { seedBookings } from './steps/bookings';
import { seedCatalogue } from './steps/catalogue';
import { seedCheckIns } from './steps/check-ins';
import { createSeedContext } from './steps/context';
import { seedCustomInvoices } from './steps/custom-invoices';
import { numberIssuedInvoices } from './steps/invoice-numbers';
import { seedMemberships } from './steps/memberships';
import { seedNewsAndExpenses } from './steps/news-and-expenses';
import { seedPersonalTraining } from './steps/personal-training';
import { salesDesk } from './steps/sales-desk';
import { seedShop } from './steps/shop';
import { seedTimetable } from './steps/timetable';
import type { StudioSeed, StudioSeedInput } from './studio-seed-types';

/**
 * A year of a studio chain's life as plain rows: packages sold as memberships in every state,
 * invoices with payments and refunds, a weekly timetable with bookings and attendance, PT,
 * products and stock, coupons, check-ins, signatures, news and expenses. The same input and seed
 * give the same rows. Every figure is produced by the domain rules the API uses.
 */
export function generateStudioSeed(input: StudioSeedInput): StudioSeed {
  const context = createSeedContext(input);
  const catalogue = seedCatalogue(context);
  const desk = salesDesk(context, catalogue);
  const memberships = seedMemberships(context, catalogue, desk);
  const timetable = seedTimetable(context, catalogue);
  seedBookings(context, memberships, timetable);
  seedPersonalTraining(context, catalogue, desk, memberships, timetable);
  seedShop(context, catalogue, desk, memberships);
  seedCustomInvoices(context, desk);
  const numbers = numberIssuedInvoices(context);
  seedCheckIns(context, memberships);
  seedNewsAndExpenses(context, numbers);
  return context.seed;
}
