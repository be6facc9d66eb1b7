import { dateInZone, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import type { PaymentMethod } from '@cloudfit/shared/schemas/payment.schema';
import { englishFaker } from '../../../../english-faker';
import { idSequence, STUDIO_FAKER_SEED } from '../seed-basics';
import type { StudioSeed, StudioSeedInput } from '../studio-seed-types';

/** What every step shares: the random source, the reference day, staff pickers, the rows and their ids. */
export function createSeedContext(input: StudioSeedInput) {
  const faker = englishFaker(input.fakerSeed ?? STUDIO_FAKER_SEED);
  faker.setDefaultRefDate(input.referenceDate);
  const now = input.referenceDate;
  const timeZone = input.centers[0]?.timezone ?? 'UTC';
  const today = dateInZone(now, timeZone);
  const centerZone = new Map(input.centers.map((center) => [center.id, center.timezone]));
  const trainers = input.staff.filter((s) => s.isTrainer && s.active).map((s) => s.id);
  const desk = input.staff.filter((s) => !s.isTrainer && s.active).map((s) => s.id);
  const deskStaff = () => faker.helpers.arrayElement(desk.length > 0 ? desk : input.staff.map((s) => s.id));
  const trainer = () =>
    faker.helpers.arrayElement(trainers.length > 0 ? trainers : input.staff.map((s) => s.id));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  /**
   * A desk moment on a day that has begun: sales, payments, signatures. On today it falls before
   * `now` (between the opening hour, or midnight before it, and now): nothing the desk did lies
   * in the future.
   */
  const atLocal = (date: string, centerId: number, fromHour = 7, toHour = 21) => {
    const zone = centerZone.get(centerId) ?? timeZone;
    const at = zonedTimeToInstant(
      date,
      `${twoDigits(faker.number.int({ min: fromHour, max: toHour - 1 }))}:${twoDigits(faker.number.int({ min: 0, max: 59 }))}`,
      zone,
    );
    if (at.getTime() < now.getTime()) return at;
    const opening = zonedTimeToInstant(date, `${twoDigits(fromHour)}:00`, zone).getTime();
    const start = opening < now.getTime() ? opening : zonedTimeToInstant(date, '00:00', zone).getTime();
    // Folded into the hours already gone, without another random draw: the rest of the seed stays as it was.
    const minutesGone = Math.max(1, Math.floor((now.getTime() - start) / 60_000));
    return new Date(start + (Math.floor((at.getTime() - start) / 60_000) % minutesGone) * 60_000);
  };
  /** A moment some time after `at` that has already happened: at most `now`. */
  const pastOrNow = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const method = (): PaymentMethod =>
    faker.helpers.weightedArrayElement([
      { weight: 45, value: 'card' },
      { weight: 30, value: 'cash' },
      { weight: 20, value: 'transfer' },
      { weight: 5, value: 'other' },
    ]);

  const seed: StudioSeed = {
    settings: [],
    rooms: [],
    packages: [],
    packageCenters: [],
    coupons: [],
    products: [],
    productStock: [],
    invoices: [],
    invoiceLines: [],
    payments: [],
    refunds: [],
    couponRedemptions: [],
    memberships: [],
    membershipFreezes: [],
    classSeries: [],
    classes: [],
    bookings: [],
    signatureRequests: [],
    ptSessions: [],
    signedDocuments: [],
    membershipCreditMovements: [],
    stockMovements: [],
    checkIns: [],
    news: [],
    newsCenters: [],
    expenditures: [],
  };
  const nextId = Object.fromEntries(
    (Object.keys(seed) as (keyof StudioSeed)[]).map((key) => [key, idSequence()]),
  ) as Record<keyof StudioSeed, () => number>;

  return {
    atLocal,
    centerZone,
    deskStaff,
    faker,
    input,
    method,
    nextId,
    now,
    pastOrNow,
    seed,
    timeZone,
    today,
    trainer,
  };
}
export type SeedContext = ReturnType<typeof createSeedContext>;
