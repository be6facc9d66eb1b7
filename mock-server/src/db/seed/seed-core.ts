import type { Faker } from '@faker-js/faker';
import { hashPassword } from '../../auth/password';
import { englishFaker } from '../../english-faker';
import type { Transaction } from '../connection';
import { centers, members, staff, staffCenters } from '../schema';
import {
  CENTER_TIMEZONE,
  DEMO_ACCOUNTS,
  EMAIL_DOMAINS,
  GENERATED_STAFF_PASSWORD,
  GIVEN_NAMES,
  MEMBER_TAGS,
  SEED_CENTERS,
  SEED_GENERATED_STAFF_COUNT,
  SEED_MEMBER_COUNT,
  SEED_OPENING_HOURS,
  SEED_REFERENCE_DATE,
  SEED_TRAINER_COUNT,
  TAIPEI_STREETS,
  TAIWANESE_SURNAMES,
} from './core-seed-data';

const FAKER_SEED = 20261101;
const INSERT_CHUNK = 500;
const DAY_MS = 86_400_000;

/** What a front desk writes about a member. */
const MEMBER_NOTES = [
  'Recovering from a knee operation: no jumping or deep squats until the physio clears her.',
  'Prefers the early morning classes; usually comes before work at 6:30.',
  'Asthma: keeps an inhaler in the locker. Let the instructor know before HIIT.',
  'Lower back pain, flares up on long runs. Suggest the mobility class.',
  'Training for the Taipei Marathon in December.',
  'Asked to be called about the 24-class package when the current one ends.',
  'Pregnant (second trimester): prenatal yoga only, doctor note on file.',
  'Pays by bank transfer at the start of each month.',
  'Brought a friend twice, interested in the referral offer.',
  'Shoulder injury from badminton, avoid overhead presses.',
  'Works night shifts: comes mid-afternoon on weekdays.',
  'Speaks Japanese and English; Mandarin is basic.',
  'Wants a personal trainer for weight loss, prefers a female coach.',
  'Left a towel and water bottle in the lost and found in October.',
  'Diabetic: keep glucose tablets at the front desk in case.',
  'Student at NTU, showed the student card for the discount.',
  'Complained the showers were cold on the third floor, fixed since.',
  'Usually books the 19:00 spin class; on the waitlist often.',
  'Moving to Taichung next spring, may transfer to another branch.',
  'Allergic to latex: use the cloth resistance bands.',
];

/**
 * The generator's lorem draw is kept, so that every member seeded after this one is seeded as before;
 * it only picks which note a member gets.
 */
function memberNote(drawn: string): string {
  return MEMBER_NOTES[drawn.length % MEMBER_NOTES.length]!;
}

function taiwanMobile(faker: Faker): string {
  return `09${faker.string.numeric(2)}-${faker.string.numeric(3)}-${faker.string.numeric(3)}`;
}

function givenName(faker: Faker, gender?: 'female' | 'male' | 'other'): string {
  const list =
    gender === 'female' || gender === 'male'
      ? gender
      : faker.helpers.arrayElement(['female', 'male'] as const);
  return faker.helpers.arrayElement(GIVEN_NAMES[list]);
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** Centers, staff and members of the demo chain. Ids are 1..n in insertion order on an empty database. */
export async function seedCore(tx: Transaction): Promise<void> {
  const faker = englishFaker(FAKER_SEED);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);

  const centerRows = await tx
    .insert(centers)
    .values(
      SEED_CENTERS.map((center) => ({
        ...center,
        timezone: CENTER_TIMEZONE,
        openingHours: SEED_OPENING_HOURS,
      })),
    )
    .returning({ id: centers.id });
  const centerIds = centerRows.map((row) => row.id);

  const [generatedStaffHash, ...demoHashes] = await Promise.all([
    hashPassword(GENERATED_STAFF_PASSWORD),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ]);

  const generatedStaff = Array.from({ length: SEED_GENERATED_STAFF_COUNT }, (_, index) => {
    const firstName = givenName(faker);
    const lastName = faker.helpers.arrayElement(TAIWANESE_SURNAMES);
    const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const isTrainer = index < SEED_TRAINER_COUNT;
    return {
      email: `${handle}${index + 1}@cloudfit.tw`,
      username: `${handle.replace('.', '')}${index + 1}`,
      fullName: `${firstName} ${lastName}`,
      passwordHash: generatedStaffHash!,
      role: isTrainer || index % 5 !== 0 ? ('client' as const) : ('admin' as const),
      isTrainer,
      active: index !== SEED_GENERATED_STAFF_COUNT - 1,
    };
  });
  const staffRows = await tx
    .insert(staff)
    .values([
      ...DEMO_ACCOUNTS.map((account, index) => ({
        email: account.email,
        username: account.username,
        fullName: account.fullName,
        passwordHash: demoHashes[index]!,
        role: account.role,
      })),
      ...generatedStaff,
    ])
    .returning({ id: staff.id });
  await tx
    .insert(staffCenters)
    .values(
      staffRows.flatMap(({ id }, index) =>
        index < DEMO_ACCOUNTS.length
          ? centerIds.map((centerId) => ({ staffId: id, centerId }))
          : faker.helpers
              .arrayElements(centerIds, { min: 1, max: 2 })
              .map((centerId) => ({ staffId: id, centerId })),
      ),
    );

  const threeYearsMs = 3 * 365 * DAY_MS;
  const memberRows = Array.from({ length: SEED_MEMBER_COUNT }, (_, index) => {
    const gender = faker.helpers.weightedArrayElement([
      { weight: 52, value: 'female' as const },
      { weight: 46, value: 'male' as const },
      { weight: 2, value: 'other' as const },
    ]);
    const firstName = givenName(faker, gender);
    const lastName = faker.helpers.arrayElement(TAIWANESE_SURNAMES);
    const joinedAt = new Date(
      SEED_REFERENCE_DATE.getTime() - Math.floor(faker.number.float() * threeYearsMs),
    );
    const memberNumber = `M${String(index + 1).padStart(6, '0')}`;
    const emailLocal = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      memberNumber,
      firstName,
      lastName,
      // The member number keeps every generated address unique.
      email: `${emailLocal}${index + 1}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`,
      phone: taiwanMobile(faker),
      birthday: faker.date.birthdate({ mode: 'age', min: 16, max: 72 }).toISOString().slice(0, 10),
      gender,
      address: `No. ${faker.number.int({ min: 1, max: 300 })}, ${faker.helpers.arrayElement(TAIPEI_STREETS)}`,
      emergencyContactName: `${givenName(faker)} ${faker.helpers.arrayElement(TAIWANESE_SURNAMES)}`,
      emergencyContactPhone: taiwanMobile(faker),
      homeCenterId: faker.helpers.weightedArrayElement([
        { weight: 45, value: centerIds[0]! },
        { weight: 35, value: centerIds[1]! },
        { weight: 20, value: centerIds[2]! },
      ]),
      photoUrl: null,
      tags: faker.helpers.arrayElements(MEMBER_TAGS, { min: 0, max: 3 }),
      notes: faker.helpers.maybe(() => memberNote(faker.lorem.sentence()), { probability: 0.15 }) ?? null,
      joinedAt,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    };
  });
  await insertInChunks(memberRows, (chunk) => tx.insert(members).values(chunk));
}
