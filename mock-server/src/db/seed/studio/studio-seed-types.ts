import type * as studio from '../../schema/studio';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type WithId<T> = T & { id: number };

/** The core rows the studio seed builds on. */
export interface StudioSeedInput {
  centers: readonly { id: number; timezone: string }[];
  staff: readonly { id: number; isTrainer: boolean; active: boolean }[];
  members: readonly { id: number; homeCenterId: number; joinedAt: Date }[];
  /** "Now" of the seeded studio: a year of history before it, four weeks of schedule after. */
  referenceDate: Date;
  fakerSeed?: number;
}

/**
 * Rows with explicit ids, in an order that satisfies the foreign keys when inserted table by
 * table from top to bottom (see STUDIO_SEED_INSERT_ORDER).
 */
export interface StudioSeed {
  settings: Insert<typeof studio.studioSettings>[];
  rooms: WithId<Insert<typeof studio.rooms>>[];
  packages: WithId<Insert<typeof studio.packages>>[];
  packageCenters: Insert<typeof studio.packageCenters>[];
  coupons: WithId<Insert<typeof studio.coupons>>[];
  products: WithId<Insert<typeof studio.products>>[];
  productStock: Insert<typeof studio.productStock>[];
  invoices: WithId<Insert<typeof studio.invoices>>[];
  invoiceLines: WithId<Insert<typeof studio.invoiceLines>>[];
  payments: WithId<Insert<typeof studio.payments>>[];
  refunds: WithId<Insert<typeof studio.refunds>>[];
  couponRedemptions: WithId<Insert<typeof studio.couponRedemptions>>[];
  memberships: WithId<Insert<typeof studio.memberships>>[];
  membershipFreezes: WithId<Insert<typeof studio.membershipFreezes>>[];
  classSeries: WithId<Insert<typeof studio.classSeries>>[];
  classes: WithId<Insert<typeof studio.classes>>[];
  bookings: WithId<Insert<typeof studio.bookings>>[];
  signatureRequests: WithId<Insert<typeof studio.signatureRequests>>[];
  ptSessions: WithId<Insert<typeof studio.ptSessions>>[];
  signedDocuments: WithId<Insert<typeof studio.signedDocuments>>[];
  membershipCreditMovements: WithId<Insert<typeof studio.membershipCreditMovements>>[];
  stockMovements: WithId<Insert<typeof studio.stockMovements>>[];
  checkIns: WithId<Insert<typeof studio.checkIns>>[];
  news: WithId<Insert<typeof studio.news>>[];
  newsCenters: Insert<typeof studio.newsCenters>[];
  expenditures: WithId<Insert<typeof studio.expenditures>>[];
}
