import { z } from 'zod';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: z.enum(CHAT_STATUSES),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatProfileUserSchema = chatContactSchema.extend({
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
});
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>;

export const chatMessageSchema = z.object({
  message: z.string(),
  /** ISO 8601 instant. */
  time: z.string(),
  senderId: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  messages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** A contact the profile user has a chat with, with that chat's unseen count and last message. */
export const chatsContactSchema = chatContactSchema.extend({
  chat: z.object({
    id: z.number().int(),
    unseenMsgs: z.number().int(),
    lastMessage: chatMessageSchema.nullable(),
  }),
});
export type ChatsContact = z.infer<typeof chatsContactSchema>;

export const chatsAndContactsResponseSchema = z.object({
  /** Newest conversation first. */
  chatsContacts: z.array(chatsContactSchema),
  /** Everyone the profile user can write to, chat or not. */
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
});
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponseSchema>;

export const chatContactParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Not a valid id.')
    .transform(Number),
});

/** `chat` is null until the first message to that contact. */
export const openChatResponseSchema = z.object({ chat: chatSchema.nullable(), contact: chatContactSchema });
export type OpenChatResponse = z.infer<typeof openChatResponseSchema>;

export const sendChatMessageSchema = z.strictObject({
  message: z
    .string({ error: 'Write a message.' })
    .trim()
    .min(1, 'Write a message.')
    .max(5000, 'Keep the message under 5000 characters.'),
  senderId: z.number().int().positive(),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

export const sentChatMessageResponseSchema = z.object({
  newMessageData: chatMessageSchema,
  id: z.number().int(),
});
export type SentChatMessageResponse = z.infer<typeof sentChatMessageResponseSchema>;
