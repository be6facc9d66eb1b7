import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { ACCOUNTS, expect, type LoginResult } from './fixtures';

/**
 * Test setup through the API with a staff token: records a test needs before its screen shows them.
 * Every name carries `uid`, so parallel tests and repeated runs never share a record.
 */
export interface ApiCaller {
  request: APIRequestContext;
  token: string;
  /** Different for every caller: put it in every name a test creates. */
  uid: string;
}

export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the admin in through the API only (the page's own session is left alone). */
export async function adminApi(page: Page): Promise<ApiCaller & { fullName: string }> {
  const response = await page.request.post('/api/v1/jwt/login', { data: ACCOUNTS.admin });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as LoginResult;
  return {
    request: page.request,
    token: session.accessToken,
    uid: uniqueId(),
    fullName: session.userData.fullName,
  };
}

export function call(
  caller: ApiCaller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  return caller.request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${caller.token}` },
  });
}

/** A call that must succeed; its JSON body. */
export async function api<T>(
  caller: ApiCaller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await call(caller, method, path, data);
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface TestCenter {
  id: number;
  name: string;
  timezone: string;
}

/** The first seeded branch by name: tests add branches of their own, which never count as it. */
export async function firstCenter(caller: ApiCaller): Promise<TestCenter> {
  const centers = await api<{ items: TestCenter[] }>(caller, 'GET', 'centers');
  return centers.items.find((center) => center.name.startsWith('CloudFit ')) ?? centers.items[0]!;
}

export interface TestMember {
  id: number;
  memberNumber: string;
  firstName: string;
  lastName: string;
  /** "First Last", as the screens show it. */
  name: string;
}

/** A member with only a name (and a phone if given), at `homeCenterId` (the first branch by default). */
export async function createMember(
  caller: ApiCaller,
  person: { firstName: string; lastName: string; homeCenterId?: number; phone?: string },
): Promise<TestMember> {
  const homeCenterId = person.homeCenterId ?? (await firstCenter(caller)).id;
  const member = await api<TestMember>(caller, 'POST', 'members', {
    firstName: person.firstName,
    lastName: person.lastName,
    email: null,
    phone: person.phone ?? null,
    birthday: null,
    gender: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    homeCenterId,
    photoUrl: null,
    tags: [],
    notes: null,
  });
  return { ...member, name: `${person.firstName} ${person.lastName}` };
}

interface TestPackage {
  id: number;
  kind: 'time' | 'sessions' | 'pt';
  price: number;
  centerIds: number[];
  active: boolean;
}

/** Sells an active package of `kind` (sold at `centerId` when given), paid in full so nothing is owed. */
export async function sellPackage(
  caller: ApiCaller,
  memberId: number,
  sale: { kind: TestPackage['kind']; startDate: string; centerId?: number; trainerId?: number | null },
): Promise<{ id: number; packageName: string; endDate: string }> {
  const packages = await api<{ items: TestPackage[] }>(
    caller,
    'GET',
    `packages?kind=${sale.kind}&perPage=100`,
  );
  const pack = packages.items.find(
    (item) =>
      item.active &&
      (sale.centerId === undefined ? item.centerIds.length > 0 : item.centerIds.includes(sale.centerId)),
  )!;
  return api(caller, 'POST', `members/${memberId}/memberships`, {
    packageId: pack.id,
    centerId: sale.centerId ?? pack.centerIds[0],
    startDate: sale.startDate,
    trainerId: sale.trainerId ?? null,
    couponCode: null,
    payment: pack.price > 0 ? { amount: pack.price, method: 'cash' } : null,
    notes: null,
  });
}

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The studio asks for a signed waiver at the door: this member has one. */
export async function signWaiver(caller: ApiCaller, memberId: number, name: string): Promise<void> {
  const request = await api<{ id: number }>(caller, 'POST', 'signature-requests', {
    kind: 'waiver',
    memberId,
    referenceId: null,
    text: 'I take part at my own risk.',
    locale: 'en',
  });
  await api(caller, 'POST', `signature-requests/${request.id}/sign`, {
    typedName: name,
    signatureImage: TINY_PNG,
  });
}

/**
 * A room and a coach of the test's own (`<title> room`, `Coach <uid>`): its classes never meet another
 * test's class in that room or that coach's other classes.
 */
export async function ownPlace(admin: ApiCaller, centerId: number, title: string) {
  const room = await api<{ id: number }>(admin, 'POST', 'rooms', {
    centerId,
    name: `${title} room`,
    capacity: 20,
    active: true,
  });
  const coach = await api<{ id: number }>(admin, 'POST', 'staff', {
    email: `coach-${admin.uid}@e2e.example`,
    fullName: `Coach ${admin.uid}`,
    username: `coach-${admin.uid}`,
    password: 'long-enough-password',
    role: null,
    centerIds: [centerId],
    isTrainer: true,
    active: true,
  });
  return { roomId: room.id, coachId: coach.id };
}
