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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, validationFailed } from '../../http/api-error';
import { createChatData } from './chat-data';

/** The demo chat (SPEC §7 chat calls): opening a chat marks it seen; a first message starts one. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileUser, contacts, chats } = createChatData(new Date());

  function findContact(id: number) {
    const contact = contacts.find((candidate) => candidate.id === id);
    if (!contact) throw notFound('Contact');
    return contact;
  }

  const lastTime = (contact: ChatsContact) => contact.chat.lastMessage?.time ?? '';

  app.get(
    '/apps/chat/chats-and-contacts',
    { schema: { response: { 200: chatsAndContactsResponseSchema } } },
    async () => {
      const chatsContacts = chats
        .map(
          (chat): ChatsContact => ({
            ...findContact(chat.userId),
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
    async () => profileUser,
  );

  app.get(
    '/apps/chat/chats/:id',
    { schema: { params: chatContactParams, response: { 200: openChatResponseSchema } } },
    async (request) => {
      const contact = findContact(request.params.id);
      const chat = chats.find((candidate) => candidate.userId === contact.id) ?? null;
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
      const contact = findContact(request.params.id);
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
