import type { OpeningHours } from '@cloudfit/shared/schemas/center.schema';
/** Fixed data of the demo chain; the rest of the seed is generated from these with a fixed faker seed. */

/** Every seeded branch: early on weekdays, shorter at the weekend (the branch's own time zone). */
export const SEED_OPENING_HOURS: OpeningHours = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '06:00', closes: '22:00' })),
  { day: 'sat', opens: '08:00', closes: '20:00' },
  { day: 'sun', opens: '08:00', closes: '18:00' },
];

export const SEED_CENTERS = [
  {
    name: 'CloudFit Xinyi',
    code: 'XINYI',
    address: 'No. 7, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City 110',
    phone: '02-2723-5811',
  },
  {
    name: "CloudFit Da'an",
    code: 'DAAN',
    address: "No. 218, Sec. 4, Zhongxiao E. Rd., Da'an Dist., Taipei City 106",
    phone: '02-2771-3640',
  },
  {
    name: 'CloudFit Banqiao',
    code: 'BANQIAO',
    address: 'No. 66, Xianmin Blvd., Banqiao Dist., New Taipei City 220',
    phone: '02-2960-4127',
  },
] as const;

export const CENTER_TIMEZONE = 'Asia/Taipei';

/** The sign-in accounts (docs/product.md, Roles and accounts); the password is the part of the email before the @. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', username: 'johndoe', fullName: 'John Doe', role: 'admin' },
  { email: 'client@demo.com', password: 'client', username: 'janedoe', fullName: 'Jane Doe', role: 'client' },
  {
    email: 'developer@demo.com',
    password: 'developer',
    username: 'devlin',
    fullName: 'Devon Lin',
    role: 'developer',
  },
] as const;

/** Password of every generated staff account (they exist to fill lists, not to sign in with). */
export const GENERATED_STAFF_PASSWORD = 'cloudfit-staff';

/** The most common Taiwanese surnames, romanized as they appear on passports. */
export const TAIWANESE_SURNAMES = [
  'Chen',
  'Lin',
  'Huang',
  'Chang',
  'Lee',
  'Wang',
  'Wu',
  'Liu',
  'Tsai',
  'Yang',
  'Hsu',
  'Cheng',
  'Hsieh',
  'Hung',
  'Kuo',
  'Chiu',
  'Tseng',
  'Liao',
  'Lai',
  'Chou',
] as const;

export const TAIPEI_STREETS = [
  'Sec. 1, Roosevelt Rd., Zhongzheng Dist., Taipei City 100',
  "Sec. 3, Heping E. Rd., Da'an Dist., Taipei City 106",
  "Sec. 2, Fuxing S. Rd., Da'an Dist., Taipei City 106",
  'Songren Rd., Xinyi Dist., Taipei City 110',
  'Sec. 4, Bade Rd., Songshan Dist., Taipei City 105',
  'Sec. 2, Minsheng E. Rd., Zhongshan Dist., Taipei City 104',
  'Sec. 6, Zhongxiao E. Rd., Nangang Dist., Taipei City 115',
  'Sec. 1, Tianmu W. Rd., Shilin Dist., Taipei City 111',
  'Wenhua Rd., Banqiao Dist., New Taipei City 220',
  'Zhongshan Rd., Yonghe Dist., New Taipei City 234',
  'Zhongzheng Rd., Xinzhuang Dist., New Taipei City 242',
  'Sec. 2, Muzha Rd., Wenshan Dist., Taipei City 116',
] as const;

export const MEMBER_TAGS = [
  'vip',
  'student',
  'corporate',
  'senior',
  'referral',
  'morning',
  'evening',
  'pt-interest',
  'yoga',
  'injury-note',
] as const;

export const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com.tw',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
] as const;

export const SEED_MEMBER_COUNT = 2400;
export const SEED_GENERATED_STAFF_COUNT = 22;
export const SEED_TRAINER_COUNT = 10;

/** Seeded dates are relative to this fixed day, so every seeded database is identical. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

/** English given names as Taiwanese adults commonly choose them. */
export const GIVEN_NAMES = {
  female: [
    'Amy',
    'Angela',
    'Annie',
    'Betty',
    'Cindy',
    'Claire',
    'Crystal',
    'Daisy',
    'Emily',
    'Eva',
    'Grace',
    'Hannah',
    'Irene',
    'Ivy',
    'Jenny',
    'Jessica',
    'Joanne',
    'Judy',
    'Karen',
    'Kelly',
    'Linda',
    'Lily',
    'Maggie',
    'Mandy',
    'Michelle',
    'Nina',
    'Peggy',
    'Rita',
    'Sandy',
    'Sharon',
    'Tiffany',
    'Vicky',
    'Vivian',
    'Wendy',
    'Yvonne',
    'Zoe',
  ],
  male: [
    'Alan',
    'Alex',
    'Andy',
    'Ben',
    'Bruce',
    'Calvin',
    'Charles',
    'Daniel',
    'David',
    'Derek',
    'Eric',
    'Frank',
    'Gary',
    'Henry',
    'Jack',
    'Jason',
    'Jerry',
    'Jimmy',
    'Johnny',
    'Kevin',
    'Leo',
    'Louis',
    'Martin',
    'Max',
    'Nick',
    'Oscar',
    'Patrick',
    'Peter',
    'Ray',
    'Ryan',
    'Sam',
    'Steven',
    'Terry',
    'Tony',
    'Vincent',
    'Wayne',
  ],
} as const;
