import {
  catalogueReportSchema,
  nonPaymentReportExportQuerySchema,
  nonPaymentReportQuerySchema,
  nonPaymentReportSchema,
  personalTrainingReportSchema,
  REPORT_NOT_FOUND,
  reportCatalogueSchema,
  reportRangeQuerySchema,
  transactionReportExportQuerySchema,
  transactionReportQuerySchema,
  transactionReportSchema,
} from '@cloudfit/shared/schemas/report.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../auth/guards';
import { rowsOfBatches } from '../db/list-export';
import { ApiError } from '../http/api-error';
import { CSV_EXPORT_ROW_LIMIT, type CsvColumn, type CsvFormat, sendCsv } from '../http/csv-export';
import { type CsvLabelSet, TRANSACTION_CSV_HEADERS } from '../http/csv-export.i18n';
import { csvFormatFor } from './csv-format';
import { catalogue, findCatalogueReport, runCatalogueReport } from './reports/catalogue-reports';
import { nonPaymentReport, nonPaymentRowBatches } from './reports/non-payment-report';
import { personalTrainingReport } from './reports/personal-training-report';
import { resolveRange } from './reports/report-range';
import { transactionReport, transactionRowBatches } from './reports/transaction-report';

const canReadReports = requireAbility('read', 'Report');
const codeParams = z.object({ code: z.string().max(64) });

function findReport(code: string) {
  const report = findCatalogueReport(code);
  if (!report) throw new ApiError(404, REPORT_NOT_FOUND, `There is no report "${code}".`);
  return report;
}

/** Catalogue report columns whose cells are codes, by column key. */
const CATALOGUE_CODE_LABELS: Partial<Record<string, CsvLabelSet>> = {
  kind: 'invoiceLineKind',
  category: 'expenditureCategory',
  renewed: 'yesNo',
};

type TransactionField = keyof typeof TRANSACTION_CSV_HEADERS;
/** The transaction report's columns say what its screen says, in the reader's language. */
const transactionColumn = <Row>(
  format: CsvFormat,
  field: TransactionField,
  column: Omit<CsvColumn<Row>, 'header'>,
): CsvColumn<Row> => ({ header: TRANSACTION_CSV_HEADERS[field]![format.locale], ...column });

const flowColumns = <
  Row extends { payments: number; refunds: number; net: number; paymentCount: number; refundCount: number },
>(
  format: CsvFormat,
  first: CsvColumn<Row>,
): CsvColumn<Row>[] => [
  first,
  transactionColumn(format, 'paymentCount', { value: (row) => row.paymentCount }),
  transactionColumn(format, 'payments', { value: (row) => row.payments, kind: 'money' }),
  transactionColumn(format, 'refundCount', { value: (row) => row.refundCount }),
  transactionColumn(format, 'refunds', { value: (row) => row.refunds, kind: 'money' }),
  transactionColumn(format, 'net', { value: (row) => row.net, kind: 'money' }),
];

/** Reports: the aggregations behind /report-* and /report/{code}; admin and developer only. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/reports/transactions',
    {
      preHandler: canReadReports,
      schema: { querystring: transactionReportQuerySchema, response: { 200: transactionReportSchema } },
    },
    async (request) => {
      const { page, perPage, ...range } = request.query;
      return transactionReport(db, range, { page, perPage });
    },
  );

  app.get(
    '/reports/transactions/export.csv',
    { preHandler: canReadReports, schema: { querystring: transactionReportExportQuerySchema } },
    async (request, reply) => {
      const format = await csvFormatFor(db, request);
      const { table, ...query } = request.query;
      const column = <Row>(field: TransactionField, rest: Omit<CsvColumn<Row>, 'header'>) =>
        transactionColumn(format, field, rest);
      if (table === 'rows') {
        const range = await resolveRange(db, query);
        const rows = rowsOfBatches(transactionRowBatches(db, range, CSV_EXPORT_ROW_LIMIT));
        return sendCsv(
          reply,
          'transactions.csv',
          rows,
          [
            column('kind', { value: (row) => row.kind, labels: 'transactionKind' }),
            column('at', { value: (row) => row.at, kind: 'instant' }),
            column('day', { value: (row) => row.day }),
            column('invoiceNumber', { value: (row) => row.invoiceNumber }),
            column('memberName', { value: (row) => row.memberName }),
            column('method', { value: (row) => row.method, labels: 'paymentMethod' }),
            column('staffName', { value: (row) => row.staffName }),
            column('amount', {
              value: (row) => (row.kind === 'refund' ? -row.amount : row.amount),
              kind: 'money',
            }),
            column('note', { value: (row) => row.note }),
          ],
          format,
        );
      }
      const report = await transactionReport(db, query);
      if (table === 'reversals') {
        return sendCsv(
          reply,
          'transactions-reversals.csv',
          report.reversals.items,
          [
            column('paidAt', { value: (row) => row.paidAt, kind: 'instant' }),
            column('reversedAt', { value: (row) => row.reversedAt, kind: 'instant' }),
            column('memberName', { value: (row) => row.memberName }),
            column('invoiceNumber', { value: (row) => row.invoiceNumber }),
            column('amount', { value: (row) => row.amount, kind: 'money' }),
            column('method', { value: (row) => row.method, labels: 'paymentMethod' }),
            column('reversalReason', { value: (row) => row.reason }),
            column('reversedByName', { value: (row) => row.reversedByName }),
          ],
          format,
        );
      }
      if (table === 'byDay') {
        return sendCsv(
          reply,
          'transactions-by-day.csv',
          report.byDay,
          flowColumns(format, column('day', { value: (row) => row.day })),
          format,
        );
      }
      if (table === 'byMethod') {
        return sendCsv(
          reply,
          'transactions-by-method.csv',
          report.byMethod,
          flowColumns(format, column('method', { value: (row) => row.method, labels: 'paymentMethod' })),
          format,
        );
      }
      return sendCsv(
        reply,
        'transactions-by-staff.csv',
        report.byStaff,
        flowColumns(format, column('staffName', { value: (row) => row.staffName })),
        format,
      );
    },
  );

  app.get(
    '/reports/non-payment',
    {
      preHandler: canReadReports,
      schema: { querystring: nonPaymentReportQuerySchema, response: { 200: nonPaymentReportSchema } },
    },
    async (request) => {
      const { page, perPage, ...input } = request.query;
      return nonPaymentReport(db, input, { limit: perPage, offset: (page - 1) * perPage });
    },
  );

  app.get(
    '/reports/non-payment/export.csv',
    { preHandler: canReadReports, schema: { querystring: nonPaymentReportExportQuerySchema } },
    async (request, reply) => {
      const format = await csvFormatFor(db, request);
      const { table, ...input } = request.query;
      if (table === 'buckets') {
        const report = await nonPaymentReport(db, input, { limit: 0, offset: 0 });
        return sendCsv(
          reply,
          'non-payment-ageing.csv',
          report.buckets,
          [
            { header: 'Days past due', value: (row) => row.bucket },
            { header: 'Invoices', value: (row) => row.invoices },
            { header: 'Balance', value: (row) => row.balance, kind: 'money' },
          ],
          format,
        );
      }
      const rows = rowsOfBatches(await nonPaymentRowBatches(db, input, CSV_EXPORT_ROW_LIMIT));
      return sendCsv(
        reply,
        'non-payment.csv',
        rows,
        [
          { header: 'Invoice', value: (row) => row.invoiceNumber },
          { header: 'Member', value: (row) => row.memberName },
          { header: 'Status', value: (row) => row.status, labels: 'invoiceStatus' },
          { header: 'Issued on', value: (row) => row.issuedOn },
          { header: 'Due date', value: (row) => row.dueDate },
          { header: 'Total', value: (row) => row.total, kind: 'money' },
          { header: 'Refunded', value: (row) => row.refunded, kind: 'money' },
          { header: 'Paid', value: (row) => row.paid, kind: 'money' },
          { header: 'Balance', value: (row) => row.balance, kind: 'money' },
          { header: 'Days past due', value: (row) => row.daysPastDue },
          { header: 'Ageing', value: (row) => row.bucket },
        ],
        format,
      );
    },
  );

  app.get(
    '/reports/personal-training',
    {
      preHandler: canReadReports,
      schema: { querystring: reportRangeQuerySchema, response: { 200: personalTrainingReportSchema } },
    },
    async (request) => personalTrainingReport(db, request.query),
  );

  app.get(
    '/reports/personal-training/export.csv',
    { preHandler: canReadReports, schema: { querystring: reportRangeQuerySchema } },
    async (request, reply) => {
      const format = await csvFormatFor(db, request);
      const report = await personalTrainingReport(db, request.query);
      return sendCsv(
        reply,
        'personal-training.csv',
        report.rows,
        [
          { header: 'Trainer', value: (row) => row.trainerName },
          { header: 'Sessions', value: (row) => row.sessions },
          { header: 'Completed', value: (row) => row.completed },
          { header: 'Scheduled', value: (row) => row.scheduled },
          { header: 'Cancelled', value: (row) => row.cancelled },
          { header: 'No-show', value: (row) => row.noShow },
          { header: 'Value', value: (row) => row.value, kind: 'money' },
        ],
        format,
      );
    },
  );

  app.get(
    '/reports/catalogue',
    { preHandler: canReadReports, schema: { response: { 200: reportCatalogueSchema } } },
    async () => ({ items: catalogue() }),
  );

  app.get(
    '/reports/:code',
    {
      preHandler: canReadReports,
      schema: {
        params: codeParams,
        querystring: reportRangeQuerySchema,
        response: { 200: catalogueReportSchema },
      },
    },
    async (request) => runCatalogueReport(db, findReport(request.params.code), request.query),
  );

  app.get(
    '/reports/:code/export.csv',
    { preHandler: canReadReports, schema: { params: codeParams, querystring: reportRangeQuerySchema } },
    async (request, reply) => {
      const format = await csvFormatFor(db, request);
      const report = await runCatalogueReport(db, findReport(request.params.code), request.query);
      return sendCsv(
        reply,
        `${report.code}.csv`,
        report.rows,
        report.columns.map((column) => ({
          header: column.label,
          value: (row) => row[column.key],
          kind: column.kind === 'money' ? 'money' : column.kind === 'percent' ? 'decimal' : undefined,
          labels: CATALOGUE_CODE_LABELS[column.key],
        })),
        format,
      );
    },
  );
};
