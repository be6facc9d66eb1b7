import type { Email, EmailLabel } from '@cloudfit/shared/schemas/demo/email.schema';
import { EMAIL_LABELS } from '@cloudfit/shared/schemas/demo/email.schema';
import { englishFaker } from '../../english-faker';

const EMAIL_COUNT = 48;
/** Who the seeded mailbox belongs to; the routes show the signed-in account in its place. */
export const MAILBOX_OWNER = { name: 'John Doe', email: 'johndoe@demo.com' };

/** Where the fixed emails live: mostly the inbox, a few in each other folder. */
const FOLDER_WEIGHTS = [
  { weight: 26, value: 'inbox' },
  { weight: 7, value: 'sent' },
  { weight: 4, value: 'draft' },
  { weight: 5, value: 'spam' },
  { weight: 6, value: 'trash' },
] as const;

/**
 * The mailbox every server starts with: the same emails from the same seed, dated back from
 * `now` so the list reads like a live inbox (a quarter of an hour to three weeks old).
 */
export function createEmails(now: Date): Email[] {
  const faker = englishFaker(4211);
  let minutesAgo = 0;
  return Array.from({ length: EMAIL_COUNT }, (_, index): Email => {
    minutesAgo += faker.number.int({ min: 15, max: 900 });
    const folder = faker.helpers.weightedArrayElement([...FOLDER_WEIGHTS]);
    const correspondent = (() => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      return {
        name: `${firstName} ${lastName}`,
        email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      };
    })();
    const outgoing = folder === 'sent' || folder === 'draft';
    const labels: EmailLabel[] = faker.helpers.arrayElements([...EMAIL_LABELS], { min: 0, max: 2 });
    return {
      id: index + 1,
      from: outgoing ? MAILBOX_OWNER : correspondent,
      to: [outgoing ? correspondent : MAILBOX_OWNER],
      cc: faker.datatype.boolean(0.2)
        ? [{ name: faker.person.fullName(), email: faker.internet.email().toLowerCase() }]
        : [],
      subject: faker.company.catchPhrase(),
      message: faker.lorem.paragraphs({ min: 2, max: 4 }, '\n\n'),
      labels,
      folder,
      isRead: outgoing || faker.datatype.boolean(0.55),
      isStarred: faker.datatype.boolean(0.2),
      time: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    };
  });
}
