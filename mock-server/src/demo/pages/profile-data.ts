import type { Profile } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import { englishFaker } from '../../english-faker';

const PROFILE_SEED = 1212;
const POST_COUNT = 9;

/** The profile page; the posts come from a fixed seed so every server shows the same ones. */
export function profile(): Profile {
  const faker = englishFaker(PROFILE_SEED);
  const friends = Array.from({ length: 12 }, () => faker.person.fullName());
  const posts = Array.from({ length: POST_COUNT }, (_, index) => {
    const likedBy = faker.helpers.arrayElements(friends, { min: 0, max: 6 });
    return {
      id: index + 1,
      authorName: index % 3 === 0 ? 'John Doe' : faker.helpers.arrayElement(friends),
      postedAt: faker.date
        .between({ from: '2026-06-01T00:00:00Z', to: '2026-11-15T00:00:00Z' })
        .toISOString(),
      text: faker.lorem.paragraph({ min: 2, max: 4 }),
      likes: likedBy.length + faker.number.int({ min: 0, max: 120 }),
      likedBy,
      comments: faker.number.int({ min: 0, max: 40 }),
      shares: faker.number.int({ min: 0, max: 25 }),
    };
  }).sort((a, b) => b.postedAt.localeCompare(a.postedAt));
  return {
    header: { fullName: 'John Doe', designation: 'UI/UX Designer' },
    about: {
      about:
        'Tart I love sugar plum I love oat cake. Sweet roll caramels I love jujubes. Topping cake wafer.',
      joined: '2022-11-15',
      lives: 'New York, USA',
      email: 'bucketful@fiendhead.org',
      website: 'https://www.rowboat.com',
    },
    suggestedPages: [
      { name: 'Peter Reed', subtitle: 'Company', favorite: false },
      { name: 'Harriett Adkins', subtitle: 'Company', favorite: false },
      { name: 'Juan Weaver', subtitle: 'Company', favorite: false },
      { name: 'Claudia Chandler', subtitle: 'Company', favorite: false },
      { name: 'Earl Briggs', subtitle: 'Company', favorite: true },
      { name: 'Jonathan Lyons', subtitle: 'Beauty Store', favorite: false },
    ],
    posts,
  };
}
