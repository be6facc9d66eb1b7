import type { Weekday } from '@cloudfit/shared/schemas/class.schema';
import type { DurationUnit, PackageKind } from '@cloudfit/shared/schemas/package.schema';

/** Fixed catalogue of the demo chain; prices in TWD minor units (1 TWD = 100). */

export const STUDIO_CURRENCY = 'TWD';
/** Taiwan's business tax, 5%. */
export const STUDIO_TAX_RATE_BASIS_POINTS = 500;

export const ROOMS_PER_CENTER = [
  { name: 'Studio A', capacity: 24 },
  { name: 'Studio B', capacity: 16 },
  { name: 'Spin Room', capacity: 20 },
  { name: 'PT Zone', capacity: 4 },
] as const;

export interface PackageDefinition {
  kind: PackageKind;
  name: string;
  durationValue: number;
  durationUnit: DurationUnit;
  credits: number | null;
  price: number;
  /** Sold at every center unless a list of center indexes is given. */
  centerIndexes?: readonly number[];
  active?: boolean;
}

export const PACKAGES: readonly PackageDefinition[] = [
  {
    kind: 'time',
    name: 'Monthly Unlimited',
    durationValue: 1,
    durationUnit: 'months',
    credits: null,
    price: 2_200_00,
  },
  {
    kind: 'time',
    name: 'Quarterly Unlimited',
    durationValue: 3,
    durationUnit: 'months',
    credits: null,
    price: 5_900_00,
  },
  {
    kind: 'time',
    name: 'Half-Year Unlimited',
    durationValue: 6,
    durationUnit: 'months',
    credits: null,
    price: 10_800_00,
  },
  {
    kind: 'time',
    name: 'Annual Unlimited',
    durationValue: 12,
    durationUnit: 'months',
    credits: null,
    price: 19_800_00,
  },
  { kind: 'time', name: '7-Day Trial', durationValue: 7, durationUnit: 'days', credits: null, price: 299_00 },
  {
    kind: 'time',
    name: 'Off-Peak Monthly',
    durationValue: 1,
    durationUnit: 'months',
    credits: null,
    price: 1_500_00,
    centerIndexes: [0, 1],
  },
  {
    kind: 'time',
    name: 'Student Quarterly',
    durationValue: 3,
    durationUnit: 'months',
    credits: null,
    price: 4_500_00,
    centerIndexes: [2],
  },
  {
    kind: 'sessions',
    name: 'Drop-In Class',
    durationValue: 7,
    durationUnit: 'days',
    credits: 1,
    price: 450_00,
  },
  {
    kind: 'sessions',
    name: '5-Class Pass',
    durationValue: 60,
    durationUnit: 'days',
    credits: 5,
    price: 2_000_00,
  },
  {
    kind: 'sessions',
    name: '10-Class Pass',
    durationValue: 3,
    durationUnit: 'months',
    credits: 10,
    price: 3_600_00,
  },
  {
    kind: 'sessions',
    name: '20-Class Pass',
    durationValue: 6,
    durationUnit: 'months',
    credits: 20,
    price: 6_400_00,
    active: false,
  },
  {
    kind: 'pt',
    name: 'PT Intro Session',
    durationValue: 30,
    durationUnit: 'days',
    credits: 1,
    price: 990_00,
  },
  {
    kind: 'pt',
    name: 'PT 5 Sessions',
    durationValue: 2,
    durationUnit: 'months',
    credits: 5,
    price: 7_500_00,
  },
  {
    kind: 'pt',
    name: 'PT 10 Sessions',
    durationValue: 4,
    durationUnit: 'months',
    credits: 10,
    price: 14_000_00,
  },
  {
    kind: 'pt',
    name: 'PT 20 Sessions',
    durationValue: 8,
    durationUnit: 'months',
    credits: 20,
    price: 26_000_00,
  },
];

export const PRODUCTS = [
  { sku: 'DRK-WATER', name: 'Mineral Water 600 ml', price: 25_00, cost: 9_00, reorderLevel: 48 },
  { sku: 'DRK-ISO', name: 'Isotonic Drink', price: 45_00, cost: 18_00, reorderLevel: 36 },
  { sku: 'DRK-COCO', name: 'Coconut Water', price: 65_00, cost: 30_00, reorderLevel: 24 },
  { sku: 'DRK-COFFEE', name: 'Cold Brew Coffee', price: 80_00, cost: 28_00, reorderLevel: 24 },
  { sku: 'SUP-WHEY-VAN', name: 'Whey Shake, Vanilla', price: 120_00, cost: 45_00, reorderLevel: 20 },
  { sku: 'SUP-WHEY-CHO', name: 'Whey Shake, Chocolate', price: 120_00, cost: 45_00, reorderLevel: 20 },
  { sku: 'SUP-BAR', name: 'Protein Bar', price: 70_00, cost: 32_00, reorderLevel: 30 },
  { sku: 'SUP-BCAA', name: 'BCAA Sachet', price: 50_00, cost: 20_00, reorderLevel: 20 },
  { sku: 'SUP-WHEY-1KG', name: 'Whey Protein 1 kg', price: 1_580_00, cost: 980_00, reorderLevel: 4 },
  { sku: 'ACC-TOWEL', name: 'Microfibre Towel', price: 350_00, cost: 120_00, reorderLevel: 10 },
  { sku: 'ACC-SHAKER', name: 'Shaker Bottle', price: 290_00, cost: 95_00, reorderLevel: 8 },
  { sku: 'ACC-GLOVES', name: 'Training Gloves', price: 690_00, cost: 260_00, reorderLevel: 6 },
  { sku: 'ACC-GRIPSOCKS', name: 'Grip Socks', price: 380_00, cost: 110_00, reorderLevel: 12 },
  { sku: 'ACC-MAT', name: 'Yoga Mat', price: 1_290_00, cost: 520_00, reorderLevel: 4 },
  { sku: 'ACC-BAND', name: 'Resistance Band Set', price: 590_00, cost: 210_00, reorderLevel: 6 },
  { sku: 'ACC-LOCK', name: 'Padlock', price: 150_00, cost: 55_00, reorderLevel: 10 },
  { sku: 'APP-TEE', name: 'CloudFit T-Shirt', price: 690_00, cost: 230_00, reorderLevel: 8 },
  { sku: 'APP-CAP', name: 'CloudFit Cap', price: 490_00, cost: 160_00, reorderLevel: 6, active: false },
] as const;

export interface SeriesDefinition {
  title: string;
  roomIndex: number;
  weekdays: readonly Weekday[];
  startTime: string;
  durationMinutes: number;
  creditCost: number;
}

/** The weekly timetable every center runs. */
export const WEEKLY_TIMETABLE: readonly SeriesDefinition[] = [
  {
    title: 'Morning Flow Yoga',
    roomIndex: 0,
    weekdays: [1, 3, 5],
    startTime: '07:00',
    durationMinutes: 60,
    creditCost: 1,
  },
  {
    title: 'HIIT 45',
    roomIndex: 0,
    weekdays: [2, 4],
    startTime: '12:15',
    durationMinutes: 45,
    creditCost: 1,
  },
  {
    title: 'Body Pump',
    roomIndex: 0,
    weekdays: [1, 4],
    startTime: '19:00',
    durationMinutes: 60,
    creditCost: 1,
  },
  {
    title: 'Pilates Mat',
    roomIndex: 1,
    weekdays: [2, 6],
    startTime: '10:00',
    durationMinutes: 55,
    creditCost: 1,
  },
  {
    title: 'Stretch & Mobility',
    roomIndex: 1,
    weekdays: [3],
    startTime: '20:30',
    durationMinutes: 45,
    creditCost: 1,
  },
  {
    title: 'Rhythm Spin',
    roomIndex: 2,
    weekdays: [1, 3, 5],
    startTime: '18:30',
    durationMinutes: 45,
    creditCost: 1,
  },
  {
    title: 'Weekend Spin',
    roomIndex: 2,
    weekdays: [7],
    startTime: '09:30',
    durationMinutes: 60,
    creditCost: 1,
  },
  {
    title: 'Boxing Fitness',
    roomIndex: 0,
    weekdays: [6],
    startTime: '15:00',
    durationMinutes: 60,
    creditCost: 2,
  },
];

export const COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    scope: 'packages',
    validDays: [-365, 365],
    totalLimit: null,
    perMemberLimit: 1,
    minAmount: null,
    active: true,
  },
  {
    code: 'SUMMER500',
    kind: 'fixed',
    value: 500_00,
    scope: 'packages',
    validDays: [-150, -60],
    totalLimit: 200,
    perMemberLimit: 1,
    minAmount: 2_000_00,
    active: true,
  },
  {
    code: 'SHAKE20',
    kind: 'percent',
    value: 20,
    scope: 'products',
    validDays: [-90, 30],
    totalLimit: null,
    perMemberLimit: 3,
    minAmount: null,
    active: true,
  },
  {
    code: 'FRIEND300',
    kind: 'fixed',
    value: 300_00,
    scope: 'all',
    validDays: [-365, 90],
    totalLimit: 40,
    perMemberLimit: 1,
    minAmount: 1_000_00,
    active: true,
  },
  {
    code: 'NEWYEAR15',
    kind: 'percent',
    value: 15,
    scope: 'all',
    validDays: [45, 75],
    totalLimit: 300,
    perMemberLimit: 1,
    minAmount: null,
    active: true,
  },
  {
    code: 'STAFFPERK',
    kind: 'percent',
    value: 30,
    scope: 'all',
    validDays: [-365, 365],
    totalLimit: null,
    perMemberLimit: null,
    minAmount: null,
    active: false,
  },
  {
    code: 'PTSTART',
    kind: 'fixed',
    value: 1_000_00,
    scope: 'packages',
    validDays: [-200, 20],
    totalLimit: 30,
    perMemberLimit: 1,
    minAmount: 7_000_00,
    active: true,
  },
] as const;

export const NEWS_TITLES = [
  'New Rhythm Spin bikes have arrived',
  'Holiday opening hours',
  'Welcome our new Pilates instructors',
  'Members-only boxing workshop this Saturday',
  'Locker room renovation at Banqiao',
  'Refer a friend and both save NT$300',
  'Summer challenge: 20 classes in 30 days',
  'Updated class cancellation policy',
  'Protein shakes now at every front desk',
  'Typhoon day: classes cancelled',
  'Meet the trainers: open PT consultations',
  'App booking window extended to 14 days',
] as const;

export const EXPENSE_VENDORS = {
  rent: ['Xinyi Property Management', "Da'an Realty Co.", 'Banqiao Plaza Leasing'],
  utilities: ['Taipower', 'Taipei Water Department', 'Chunghwa Telecom'],
  salaries: ['Payroll'],
  equipment: ['Technogym Taiwan', 'Johnson Health Tech', 'Rogue Asia'],
  maintenance: ['FixIt Engineering', 'CleanPro Services'],
  marketing: ['Meta Ads', 'Google Ads', 'PrintHouse Taipei'],
  supplies: ['Costco Business', 'OfficeMart'],
  stock_purchase: ['Taiwan Beverage Supply', 'NutriSource Ltd.', 'SportGear Wholesale'],
  other: ['Misc. vendor'],
} as const;

export const SIGNATURE_TEXTS = {
  waiver:
    'I confirm that I am in good health and take part in training at my own risk. I will follow the instructions of CloudFit staff and tell them about any injury or condition that affects my training.',
  membership_contract:
    'I agree to the CloudFit membership terms: the membership is personal, runs from its start date to its end date, may be frozen as the terms allow, and is not refundable after its first 7 days.',
  pt_confirmation:
    'I confirm that I attended this personal training session and that one session has been used from my package.',
} as const;
