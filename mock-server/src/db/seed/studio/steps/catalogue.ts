import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import { COUPONS, PACKAGES, PRODUCTS, ROOMS_PER_CENTER, STUDIO_CURRENCY } from '../studio-catalogue';
import type { SeedContext } from './context';

/** Catalogue: rooms, packages, coupons, products. */
export function seedCatalogue({
  today,
  seed,
  nextId,
  input,
}: Pick<SeedContext, 'today' | 'seed' | 'nextId' | 'input'>) {
  const roomsByCenter = new Map<number, number[]>();
  for (const center of input.centers) {
    const ids = ROOMS_PER_CENTER.map((room) => {
      const id = nextId.rooms();
      seed.rooms.push({ id, centerId: center.id, name: room.name, capacity: room.capacity, active: true });
      return id;
    });
    roomsByCenter.set(center.id, ids);
  }

  const packages = PACKAGES.map((definition) => {
    const id = nextId.packages();
    seed.packages.push({
      id,
      kind: definition.kind,
      name: definition.name,
      description: null,
      durationValue: definition.durationValue,
      durationUnit: definition.durationUnit,
      credits: definition.credits,
      price: definition.price,
      currency: STUDIO_CURRENCY,
      active: definition.active ?? true,
    });
    const centers = definition.centerIndexes
      ? definition.centerIndexes.flatMap((index) => input.centers[index] ?? [])
      : input.centers;
    for (const center of centers) seed.packageCenters.push({ packageId: id, centerId: center.id });
    return { ...definition, id, centerIds: new Set(centers.map((c) => c.id)) };
  });

  const coupons = COUPONS.map((definition) => {
    const id = nextId.coupons();
    const row = {
      id,
      code: definition.code,
      description: null,
      kind: definition.kind,
      value: definition.value,
      scope: definition.scope,
      validFrom: addDays(today, definition.validDays[0]),
      validTo: addDays(today, definition.validDays[1]),
      totalLimit: definition.totalLimit,
      perMemberLimit: definition.perMemberLimit,
      minAmount: definition.minAmount,
      active: definition.active,
    };
    seed.coupons.push(row);
    return row;
  });
  const redeemedTotal = new Map<number, number>();
  const redeemedByMember = new Map<string, number>();

  const products = PRODUCTS.map((definition) => {
    const id = nextId.products();
    seed.products.push({
      id,
      sku: definition.sku,
      barcode: `471${String(1_000_000_000 + id * 7919).slice(0, 10)}`,
      name: definition.name,
      description: null,
      price: definition.price,
      cost: definition.cost,
      reorderLevel: definition.reorderLevel,
      active: 'active' in definition ? definition.active : true,
    });
    return { ...definition, id, active: 'active' in definition ? definition.active : true };
  });

  return { coupons, packages, products, redeemedByMember, redeemedTotal, roomsByCenter };
}
export type SeedCatalogue = ReturnType<typeof seedCatalogue>;
