import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { type CsvFormat, csvLocale } from '../http/csv-export';
import { studioCalendar } from './reports/report-range';

/**
 * How a request's CSV writes its money, numbers and times: the studio's currency and time zone,
 * the user's language.
 */
export async function csvFormatFor(db: Database, request: FastifyRequest): Promise<CsvFormat> {
  const { currency, timeZone } = await studioCalendar(db);
  return { locale: csvLocale(request), currency, timeZone };
}
