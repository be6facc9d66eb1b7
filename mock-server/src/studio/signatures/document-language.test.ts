import type { Locale } from '@cloudfit/shared/constants';
import { useStudioTestServer } from '../../test-support/studio-test-server';
import { TEST_SERVER_START_TIMEOUT_MS } from '../../test-support/test-server';
import { createSalesFixtures, type SalesFixtures } from '../invoices/sales-test-fixtures';

// The machine running the suite may be busy: a slow answer is not a failure here.
jest.setTimeout(30_000);

const studio = useStudioTestServer();
const { call } = studio;
let sales: SalesFixtures;
beforeAll(async () => {
  sales = await createSalesFixtures(studio.server, 10);
}, TEST_SERVER_START_TIMEOUT_MS);

const newMember = (lastName: string, preferredLanguage?: Locale) =>
  studio.createMember(lastName, { homeCenterId: sales.centerId, preferredLanguage });

/** The writable profile fields of a member read from the API. */
function pick(member: Record<string, unknown>) {
  const keys = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'birthday',
    'gender',
    'address',
    'emergencyContactName',
    'emergencyContactPhone',
    'preferredLanguage',
    'homeCenterId',
    'photoUrl',
    'tags',
    'notes',
    'version',
  ];
  return Object.fromEntries(keys.map((key) => [key, member[key]]));
}

describe("a member's preferred language", () => {
  it('is kept on the profile and writes the waiver in it, else in the studio default', async () => {
    const german = await newMember('Sprache', 'de');
    expect(german.preferredLanguage).toBe('de');
    const unset = await newMember('Default');
    await studio.server.query(`update studio_settings set default_locale = 'fr'`);

    const waiver = (memberId: number) =>
      call('POST', '/signature-requests', { kind: 'waiver', memberId, referenceId: null });
    const forGerman = await waiver(german.id);
    const forDefault = await waiver(unset.id);

    expect(forGerman).toMatchObject({ status: 201, body: { locale: 'de' } });
    expect(forGerman.body.text).toMatch(/^Ich, Rule Sprache, nehme auf eigene Gefahr/);
    expect(forDefault).toMatchObject({ status: 201, body: { locale: 'fr' } });
    expect(forDefault.body.text).toMatch(/^Je soussigné\(e\), Rule Default/);
    await studio.server.query(`update studio_settings set default_locale = 'en'`);
  });

  it('refuses a language that is not one of the five, and a contract without its text', async () => {
    const member = await newMember('Strange');
    const {
      createdAt: _c,
      updatedAt: _u,
      id: _id,
      ...profile
    } = (await call('GET', `/members/${member.id}`)).body;
    const refused = await call('PUT', `/members/${member.id}`, {
      ...pick(profile),
      preferredLanguage: 'es',
    });
    expect(refused.status).toBe(400);
    const noText = await call('POST', '/signature-requests', {
      kind: 'membership_contract',
      memberId: member.id,
      referenceId: null,
    });
    expect(noText.status).toBe(400);
  });
});
