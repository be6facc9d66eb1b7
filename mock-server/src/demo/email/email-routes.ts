import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type Email,
  type EmailListQuery,
  type EmailsMeta,
  emailListQuerySchema,
  emailListResponseSchema,
  paginateEmailQuerySchema,
  paginateEmailResponseSchema,
  sendEmailSchema,
  sentEmailResponseSchema,
  updatedEmailsResponseSchema,
  updateEmailsLabelSchema,
  updateEmailsSchema,
} from '@cloudfit/shared/schemas/demo/email.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { createEmails, MAILBOX_OWNER } from './email-data';

/** The mailbox is the signed-in account's: its owner's name and address are that account's. */
function seenBy(request: FastifyRequest): (email: Email) => Email {
  const owner = { name: request.staff!.fullName, email: request.staff!.email };
  const person = (someone: Email['from']) => (someone.email === MAILBOX_OWNER.email ? owner : someone);
  return (email) => ({
    ...email,
    from: person(email.from),
    to: email.to.map(person),
    cc: email.cc.map(person),
  });
}

function inList(
  email: Email,
  { folder = 'inbox', label }: Pick<EmailListQuery, 'folder' | 'label'>,
): boolean {
  if (label) return email.labels.includes(label) && email.folder !== 'trash';
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === folder;
}

function matches(email: Email, q: string | undefined): boolean {
  const needle = q?.trim().toLowerCase();
  if (!needle) return true;
  return [email.from.name, email.from.email, email.subject].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id;

/** The demo mailbox (SPEC §7 email calls), plus `POST /apps/email/emails` so compose really sends. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const emails = createEmails(new Date());

  const list = (query: EmailListQuery) =>
    emails.filter((email) => inList(email, query) && matches(email, query.q)).sort(newestFirst);

  const unread = (scope: Pick<EmailListQuery, 'folder' | 'label'>) =>
    emails.filter((email) => !email.isRead && inList(email, scope)).length;

  const meta = (): EmailsMeta => ({
    folders: Object.fromEntries(
      EMAIL_FOLDERS.map((folder) => [folder, unread({ folder })]),
    ) as EmailsMeta['folders'],
    labels: Object.fromEntries(
      EMAIL_LABELS.map((label) => [label, unread({ label })]),
    ) as EmailsMeta['labels'],
  });

  function findAll(ids: number[]): Email[] {
    return ids.map((id) => {
      const email = emails.find((candidate) => candidate.id === id);
      if (!email) throw notFound('Email');
      return email;
    });
  }

  app.get(
    '/apps/email/emails',
    { schema: { querystring: emailListQuerySchema, response: { 200: emailListResponseSchema } } },
    async (request) => ({ emails: list(request.query).map(seenBy(request)), emailsMeta: meta() }),
  );

  app.post(
    '/apps/email/emails',
    {
      schema: {
        description:
          'Not in the template: sends the compose dialog. The email is filed under "sent", from the signed-in user.',
        body: sendEmailSchema,
        response: { 201: sentEmailResponseSchema },
      },
    },
    async (request, reply) => {
      const { to, cc, subject, message } = request.body.email;
      const staff = request.staff!;
      const person = (email: string) => ({ name: email.split('@')[0]!, email });
      const email: Email = {
        id: Math.max(0, ...emails.map((existing) => existing.id)) + 1,
        from: { name: staff.fullName, email: staff.email },
        to: to.map(person),
        cc: cc.map(person),
        subject,
        message,
        labels: [],
        folder: 'sent',
        isRead: true,
        isStarred: false,
        time: new Date().toISOString(),
      };
      emails.push(email);
      return reply.status(201).send({ email });
    },
  );

  app.post(
    '/apps/email/update-emails',
    { schema: { body: updateEmailsSchema, response: { 200: updatedEmailsResponseSchema } } },
    async (request) => {
      const updated = findAll(request.body.emailIds);
      for (const email of updated) Object.assign(email, request.body.dataToUpdate);
      return { emails: updated.map(seenBy(request)) };
    },
  );

  app.post(
    '/apps/email/update-emails-label',
    { schema: { body: updateEmailsLabelSchema, response: { 200: updatedEmailsResponseSchema } } },
    async (request) => {
      const { emailIds, label } = request.body;
      const updated = findAll(emailIds);
      for (const email of updated) {
        email.labels = email.labels.includes(label)
          ? email.labels.filter((existing) => existing !== label)
          : [...email.labels, label];
      }
      return { emails: updated.map(seenBy(request)) };
    },
  );

  app.get(
    '/apps/email/paginate-email',
    { schema: { querystring: paginateEmailQuerySchema, response: { 200: paginateEmailResponseSchema } } },
    async (request) => {
      const { dir, emailId, ...filters } = request.query;
      const [current] = findAll([emailId]);
      // Without filters the neighbour is looked for in the email's own folder.
      const scope = filters.folder || filters.label ? filters : { ...filters, folder: current!.folder };
      const shown = list(scope);
      const index = shown.indexOf(current!);
      if (index === -1) return { email: null };
      const neighbour = shown[dir === 'previous' ? index - 1 : index + 1];
      return { email: neighbour ? seenBy(request)(neighbour) : null };
    },
  );
};
