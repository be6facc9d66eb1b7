/** The map's data: members by home country, keyed by ISO 3166-1 numeric code as world-atlas names countries. */
export const MEMBERS_BY_COUNTRY: { numeric: string; alpha2: string; members: number }[] = [
  { numeric: '158', alpha2: 'TW', members: 1840 },
  { numeric: '276', alpha2: 'DE', members: 1320 },
  { numeric: '250', alpha2: 'FR', members: 960 },
  { numeric: '620', alpha2: 'PT', members: 880 },
  { numeric: '840', alpha2: 'US', members: 740 },
  { numeric: '076', alpha2: 'BR', members: 610 },
  { numeric: '392', alpha2: 'JP', members: 430 },
  { numeric: '826', alpha2: 'GB', members: 390 },
  { numeric: '724', alpha2: 'ES', members: 280 },
  { numeric: '124', alpha2: 'CA', members: 210 },
  { numeric: '036', alpha2: 'AU', members: 150 },
  { numeric: '356', alpha2: 'IN', members: 90 },
];
