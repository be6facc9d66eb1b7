import {
  type ChatMessage,
  type ChatsContact,
  chatContactParams,
  chatProfileUserSchema,
  chatsAndContactsResponseSchema,
  openChatResponseSchema,
  sendChatMessageSchema,
  sentChatMessageResponseSchema,
} from '@cloudfit/shared/schemas/demo/chat.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, validationFailed } from '../../http/api-error';
import { type ChatData, createChatData } from './chat-data';

/**
 * The demo chat (SPEC §7 chat calls): opening a chat marks it seen; a first message starts one.
 * Each signed-in account has its own conversations, with itself as the profile user.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chatsByAccount = new Map<number, ChatData>();

  function chatOf(request: FastifyRequest): ChatData {
    const staff = request.staff!;
    let data = chatsByAccount.get(staff.id);
    if (!data) {
      data = createChatData(new Date(), staff);
      chatsByAccount.set(staff.id, data);
    }
    // A renamed account shows its new name on its next visit.
    Object.assign(data.profileUser, {
      fullName: staff.fullName,
      avatar: staff.avatar ?? '',
      role: staff.role,
    });
    return data;
  }

  function findContact({ contacts }: ChatData, id: number) {
    const contact = contacts.find((candidate) => candidate.id === id);
    if (!contact) throw notFound('Contact');
    return contact;
  }

  const lastTime = (contact: ChatsContact) => contact.chat.lastMessage?.time ?? '';

  app.get(
    '/apps/chat/chats-and-contacts',
    { schema: { response: { 200: chatsAndContactsResponseSchema } } },
    async (request) => {
      const data = chatOf(request);
      const { chats, contacts, profileUser } = data;
      const chatsContacts = chats
        .map(
          (chat): ChatsContact => ({
            ...findContact(data, chat.userId),
            chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages.at(-1) ?? null },
          }),
        )
        .sort((a, b) => lastTime(b).localeCompare(lastTime(a)));
      return { chatsContacts, contacts, profileUser };
    },
  );

  app.get(
    '/apps/chat/users/profile-user',
    { schema: { response: { 200: chatProfileUserSchema } } },
    async (request) => chatOf(request).profileUser,
  );

  app.get(
    '/apps/chat/chats/:id',
    { schema: { params: chatContactParams, response: { 200: openChatResponseSchema } } },
    async (request) => {
      const data = chatOf(request);
      const contact = findContact(data, request.params.id);
      const chat = data.chats.find((candidate) => candidate.userId === contact.id) ?? null;
      if (chat) chat.unseenMsgs = 0;
      return { chat, contact };
    },
  );

  app.post(
    '/apps/chat/chats/:id',
    {
      schema: {
        params: chatContactParams,
        body: sendChatMessageSchema,
        response: { 201: sentChatMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const data = chatOf(request);
      const { chats, profileUser } = data;
      const contact = findContact(data, request.params.id);
      const { message, senderId } = request.body;
      if (senderId !== profileUser.id && senderId !== contact.id) {
        throw validationFailed({ senderId: 'The sender must be one of the two people in the chat.' });
      }
      let chat = chats.find((candidate) => candidate.userId === contact.id);
      if (!chat) {
        chat = {
          id: Math.max(0, ...chats.map((existing) => existing.id)) + 1,
          userId: contact.id,
          unseenMsgs: 0,
          messages: [],
        };
        chats.push(chat);
      }
      const newMessageData: ChatMessage = { message, senderId, time: new Date().toISOString() };
      chat.messages.push(newMessageData);
      return reply.status(201).send({ newMessageData, id: chat.id });
    },
  );
};
