import { addDays, zonedTimeToInstant } from '@cloudfit/shared/domain/calendar-dates';
import { HISTORY_DAYS } from '../seed-basics';
import type { StudioSeed } from '../studio-seed-types';
import type { SeedCatalogue } from './catalogue';
import type { SeedContext } from './context';
import type { SeedMemberships } from './memberships';
import type { SalesDesk } from './sales-desk';

/** Shop sales through the year, stock restocked monthly and never sold below zero. */
export function seedShop(
  {
    faker,
    timeZone,
    today,
    deskStaff,
    atLocal,
    pastOrNow,
    seed,
    nextId,
    input,
  }: Pick<
    SeedContext,
    'faker' | 'timeZone' | 'today' | 'deskStaff' | 'atLocal' | 'pastOrNow' | 'seed' | 'nextId' | 'input'
  >,
  { products }: Pick<SeedCatalogue, 'products'>,
  { issueInvoice, pay, refund }: Pick<SalesDesk, 'issueInvoice' | 'pay' | 'refund'>,
  { historyStart }: Pick<SeedMemberships, 'historyStart'>,
) {
  const stock = new Map<string, number>();
  const stockKey = (productId: number, centerId: number) => `${productId}:${centerId}`;
  function moveStock(
    productId: number,
    centerId: number,
    kind: StudioSeed['stockMovements'][number]['kind'],
    delta: number,
    at: Date,
    reason: string | null,
    referenceId: number | null = null,
  ): boolean {
    const key = stockKey(productId, centerId);
    const after = (stock.get(key) ?? 0) + delta;
    if (after < 0 || delta === 0) return false;
    stock.set(key, after);
    seed.stockMovements.push({
      id: nextId.stockMovements(),
      productId,
      centerId,
      kind,
      quantityDelta: delta,
      reason,
      referenceId,
      staffId: deskStaff(),
      at,
    });
    return true;
  }
  const saleDays = Array.from({ length: Math.round(input.members.length * 0.4) }, () =>
    addDays(historyStart, faker.number.int({ min: 0, max: HISTORY_DAYS })),
  ).sort();
  let restockedMonth = '';
  for (const saleDay of saleDays) {
    if (saleDay.slice(0, 7) !== restockedMonth) {
      restockedMonth = saleDay.slice(0, 7);
      const restockAt = zonedTimeToInstant(`${restockedMonth}-01`, '08:00', timeZone);
      for (const center of input.centers) {
        for (const product of products) {
          const have = stock.get(stockKey(product.id, center.id)) ?? 0;
          const target = product.reorderLevel * 3;
          if (have < target)
            moveStock(product.id, center.id, 'restock', target - have, restockAt, 'Monthly delivery');
        }
      }
    }
    const member = faker.helpers.arrayElement(input.members);
    const at = atLocal(saleDay, member.homeCenterId, 7, 22);
    const chosen = faker.helpers.arrayElements(
      products.filter((p) => p.active),
      { min: 1, max: 3 },
    );
    const lines = chosen
      .map((product) => ({ product, quantity: faker.number.int({ min: 1, max: 2 }) }))
      .filter(
        ({ product, quantity }) => (stock.get(stockKey(product.id, member.homeCenterId)) ?? 0) >= quantity,
      );
    if (lines.length === 0) continue;
    const { invoice, lineIds } = issueInvoice({
      memberId: member.id,
      centerId: member.homeCenterId,
      issuedOn: saleDay,
      at,
      lines: lines.map(({ product, quantity }) => ({
        kind: 'product' as const,
        referenceId: product.id,
        description: product.name,
        quantity,
        unitPrice: product.price,
        discount: 0,
      })),
      couponCode: faker.datatype.boolean({ probability: 0.08 }) ? 'SHAKE20' : undefined,
    });
    lines.forEach(({ product, quantity }, index) => {
      moveStock(product.id, member.homeCenterId, 'sale', -quantity, at, null, lineIds[index] ?? null);
    });
    const payment = pay(invoice, invoice.total, at);
    if (payment && faker.datatype.boolean({ probability: 0.01 })) {
      refund(invoice, payment, invoice.total, pastOrNow(at.getTime() + 86_400_000), 'Faulty item');
    }
  }
  for (const center of input.centers) {
    for (const product of faker.helpers.arrayElements(products, 3)) {
      moveStock(
        product.id,
        center.id,
        'waste',
        -1,
        atLocal(addDays(today, -faker.number.int({ min: 1, max: 60 })), center.id),
        'Expired or damaged',
      );
      moveStock(
        product.id,
        center.id,
        'adjustment',
        faker.helpers.arrayElement([-1, 2]),
        atLocal(addDays(today, -3), center.id),
        'Stock count',
      );
    }
  }
  const [firstCenter, secondCenter] = input.centers;
  if (firstCenter && secondCenter) {
    for (const product of products.slice(0, 2)) {
      const at = atLocal(addDays(today, -10), firstCenter.id);
      // Each half of a transfer refers to the other; ids are handed out in push order.
      const sentId = seed.stockMovements.length + 1;
      if (
        moveStock(
          product.id,
          firstCenter.id,
          'transfer',
          -5,
          at,
          `Sent to center ${secondCenter.id}`,
          sentId + 1,
        )
      ) {
        moveStock(
          product.id,
          secondCenter.id,
          'transfer',
          5,
          at,
          `Received from center ${firstCenter.id}`,
          sentId,
        );
      }
    }
  }
  for (const [key, quantity] of stock) {
    const [productId, centerId] = key.split(':').map(Number);
    seed.productStock.push({ productId: productId ?? 0, centerId: centerId ?? 0, quantity });
  }
}
