import { apiClient } from '@cloudfit/shared/http/api-client';
import { translateApiError } from '@cloudfit/shared/i18n/i18n';
import type {
  ChatsAndContactsResponse,
  OpenChatResponse,
  SentChatMessageResponse,
} from '@cloudfit/shared/schemas/demo/chat.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const CHAT_KEY = ['demo', 'chat'] as const;
const CHATS_AND_CONTACTS_KEY = [...CHAT_KEY, 'chats-and-contacts'] as const;
const chatKey = (contactId: number) => [...CHAT_KEY, 'chats', contactId] as const;

/** `GET /apps/chat/chats-and-contacts`: the sidebar (chats with unseen counts, contacts, the profile user). */
export function useChatsAndContacts() {
  return useQuery({
    queryKey: CHATS_AND_CONTACTS_KEY,
    queryFn: ({ signal }) =>
      apiClient.get<ChatsAndContactsResponse>('apps/chat/chats-and-contacts', { signal }),
  });
}

/** `GET /apps/chat/chats/:id`: opening a chat makes the server mark it seen, so the sidebar badge goes too. */
export function useChat(contactId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKey(contactId ?? 0),
    enabled: contactId !== null,
    queryFn: async ({ signal }) => {
      const opened = await apiClient.get<OpenChatResponse>(`apps/chat/chats/${contactId}`, { signal });
      queryClient.setQueryData<ChatsAndContactsResponse>(
        CHATS_AND_CONTACTS_KEY,
        (sidebar) =>
          sidebar && {
            ...sidebar,
            chatsContacts: sidebar.chatsContacts.map((contact) =>
              contact.id === contactId ? { ...contact, chat: { ...contact.chat, unseenMsgs: 0 } } : contact,
            ),
          },
      );
      return opened;
    },
  });
}

/**
 * `POST /apps/chat/chats/:id`: the message shows in the thread at once and stays after the
 * server's answer; a first message to a contact starts their chat.
 */
export function useSendMessage(contactId: number, senderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiClient.post<SentChatMessageResponse>(`apps/chat/chats/${contactId}`, { message, senderId }),
    onMutate: async (message) => {
      await queryClient.cancelQueries({ queryKey: chatKey(contactId) });
      queryClient.setQueryData<OpenChatResponse>(chatKey(contactId), (opened) => {
        if (!opened) return opened;
        const sent = { message, senderId, time: new Date().toISOString() };
        const chat = opened.chat ?? { id: 0, userId: contactId, unseenMsgs: 0, messages: [] };
        return { ...opened, chat: { ...chat, messages: [...chat.messages, sent] } };
      });
    },
    onError: (error) => appStore.getState().toast(translateApiError(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}
