import type { Faker } from '@faker-js/faker';
import { faker as english } from '@faker-js/faker/locale/en';

/**
 * A new Faker with English data, for the seed's and the demos' fake records. `@faker-js/faker`
 * itself loads every one of faker's locales (about 40 MB of the server's resident memory under
 * tsx, kept for the process's life; the demo routes load at start); its English entry point loads
 * English and the data no locale changes. Seeded alike, both give the same records.
 */
export function englishFaker(seed: number): Faker {
  const EnglishFaker = english.constructor as typeof Faker;
  const faker = new EnglishFaker({ locale: english.rawDefinitions });
  faker.seed(seed);
  return faker;
}
