import {
  DEMO_USER_PLANS,
  DEMO_USER_ROLES,
  DEMO_USER_STATUSES,
  type DemoUser,
} from '@cloudfit/shared/schemas/demo/users.schema';
import { englishFaker } from '../../english-faker';

const USER_COUNT = 50;
const SEED = 5050;

/** The user list's 50 people: the same on every start (a local generator with a fixed seed). */
export function generateDemoUsers(): DemoUser[] {
  const faker = englishFaker(SEED);
  return Array.from({ length: USER_COUNT }, (_, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      id: index + 1,
      fullName: `${firstName} ${lastName}`,
      company: faker.company.name(),
      role: faker.helpers.arrayElement(DEMO_USER_ROLES),
      username: faker.internet
        .username({ firstName, lastName })
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, ''),
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'international' }),
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      currentPlan: faker.helpers.arrayElement(DEMO_USER_PLANS),
      status: faker.helpers.arrayElement(DEMO_USER_STATUSES),
      avatar: null,
      taskDone: faker.number.int({ min: 10, max: 2000 }),
      projectDone: faker.number.int({ min: 1, max: 600 }),
    };
  });
}
